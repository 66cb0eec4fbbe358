// SPDX-License-Identifier: MIT
// geoverify campaign, internal: a small JSON reader for the campaign's own
// reports (geoverify merge). Strict RFC 8259 syntax; errors name the line.
#ifndef GEOVERIFY_CAMPAIGN_SRC_JSON_H
#define GEOVERIFY_CAMPAIGN_SRC_JSON_H

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace gv {
namespace campaign {
namespace json {

struct Value {
  enum class Kind { null, boolean, number, string, array, object } kind = Kind::null;
  bool b = false;
  double n = 0;
  std::string text;  ///< string value; for numbers, the literal as written
  std::vector<Value> items;
  std::vector<std::pair<std::string, Value>> members;
  int line = 1;  ///< where the value starts

  /// Member by key, or nullptr.
  const Value* find(const std::string& key) const {
    for (const auto& m : members) {
      if (m.first == key) return &m.second;
    }
    return nullptr;
  }
};

/// Parses text; on malformed input returns false with "line N: reason".
bool parse(const std::string& text, Value& out, std::string& error);

}  // namespace json
}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_JSON_H
