// SPDX-License-Identifier: MIT
// geoverify campaign: the JSON reader (see json.h).
#include "json.h"

#include <cstdlib>

namespace gv {
namespace campaign {
namespace json {
namespace {

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}

  bool document(Value& out, std::string& error) {
    if (!value(out, 0)) {
      error = error_;
      return false;
    }
    skip();
    if (pos_ != s_.size()) {
      error = "line " + std::to_string(line_) + ": unexpected text after the JSON value";
      return false;
    }
    return true;
  }

 private:
  bool fail(const std::string& why) {
    if (error_.empty()) error_ = "line " + std::to_string(line_) + ": " + why;
    return false;
  }
  void skip() {
    while (pos_ < s_.size()) {
      const char c = s_[pos_];
      if (c == '\n') ++line_;
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
      ++pos_;
    }
  }
  bool literal(const char* word) {
    const std::string w(word);
    if (s_.compare(pos_, w.size(), w) != 0) return fail("expected a JSON value");
    pos_ += w.size();
    return true;
  }
  bool value(Value& v, int depth) {
    if (depth > 64) return fail("nesting too deep");
    skip();
    v.line = line_;
    if (pos_ >= s_.size()) return fail("unexpected end of input");
    const char c = s_[pos_];
    if (c == '{') return object(v, depth);
    if (c == '[') return array(v, depth);
    if (c == '"') {
      v.kind = Value::Kind::string;
      return string(v.text);
    }
    if (c == 't') {
      v.kind = Value::Kind::boolean;
      v.b = true;
      return literal("true");
    }
    if (c == 'f') {
      v.kind = Value::Kind::boolean;
      return literal("false");
    }
    if (c == 'n') return literal("null");
    return number(v);
  }
  bool number(Value& v) {
    const std::size_t start = pos_;
    if (pos_ < s_.size() && s_[pos_] == '-') ++pos_;
    std::size_t digits = 0;
    while (pos_ < s_.size() && ((s_[pos_] >= '0' && s_[pos_] <= '9') || s_[pos_] == '.' || s_[pos_] == 'e' ||
                                s_[pos_] == 'E' || s_[pos_] == '+' || s_[pos_] == '-')) {
      digits += s_[pos_] >= '0' && s_[pos_] <= '9';
      ++pos_;
    }
    if (digits == 0) return fail("expected a JSON value");
    v.kind = Value::Kind::number;
    v.text = s_.substr(start, pos_ - start);
    char* end = nullptr;
    v.n = std::strtod(v.text.c_str(), &end);
    if (end != v.text.c_str() + v.text.size()) return fail("malformed number '" + v.text + "'");
    return true;
  }
  bool string(std::string& out) {
    ++pos_;  // the opening quote
    while (pos_ < s_.size()) {
      const char c = s_[pos_++];
      if (c == '"') return true;
      if (c == '\n') return fail("line break inside a string");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= s_.size()) break;
      const char e = s_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          if (pos_ + 4 > s_.size()) return fail("truncated \\u escape");
          const unsigned long code = std::strtoul(s_.substr(pos_, 4).c_str(), nullptr, 16);
          pos_ += 4;
          if (code < 0x80) {
            out += static_cast<char>(code);
          } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
          } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
          }
          break;
        }
        default: return fail(std::string("unknown escape \\") + e);
      }
    }
    return fail("unterminated string");
  }
  bool array(Value& v, int depth) {
    v.kind = Value::Kind::array;
    ++pos_;
    skip();
    if (pos_ < s_.size() && s_[pos_] == ']') {
      ++pos_;
      return true;
    }
    for (;;) {
      v.items.emplace_back();
      if (!value(v.items.back(), depth + 1)) return false;
      skip();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == ']') {
        ++pos_;
        return true;
      }
      return fail("expected ',' or ']' in an array");
    }
  }
  bool object(Value& v, int depth) {
    v.kind = Value::Kind::object;
    ++pos_;
    skip();
    if (pos_ < s_.size() && s_[pos_] == '}') {
      ++pos_;
      return true;
    }
    for (;;) {
      skip();
      if (pos_ >= s_.size() || s_[pos_] != '"') return fail("expected a member name in quotes");
      std::string key;
      if (!string(key)) return false;
      skip();
      if (pos_ >= s_.size() || s_[pos_] != ':') return fail("expected ':' after member name '" + key + "'");
      ++pos_;
      v.members.emplace_back(key, Value{});
      if (!value(v.members.back().second, depth + 1)) return false;
      skip();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == '}') {
        ++pos_;
        return true;
      }
      return fail("expected ',' or '}' in an object");
    }
  }

  const std::string& s_;
  std::size_t pos_ = 0;
  int line_ = 1;
  std::string error_;
};

}  // namespace

bool parse(const std::string& text, Value& out, std::string& error) {
  out = Value{};
  return Parser(text).document(out, error);
}

}  // namespace json
}  // namespace campaign
}  // namespace gv
