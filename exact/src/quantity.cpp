// SPDX-License-Identifier: MIT
// geoverify exact: judging a routine's numbers against the exact ones (see
// quantity.h). Every decision is an exact comparison (rational/number.h).
#include "geoverify/exact/quantity.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "geoverify/exact/rational/quantity.h"

namespace gv {
namespace exact {

bool ExactNumbers::present() const { return q_->present; }

int error_class(std::int64_t ulps) {
  if (ulps == kNotANumberError) return 64;
  int c = 0;
  for (std::int64_t u = ulps; u > 0; u >>= 1) ++c;
  return c;
}

namespace {

/// "t = 0x1p-2" when x is a value of T, else "t in (a, b) ~ 0.2500000001",
/// a and b the neighbours of T around x; without the name ("") the value
/// alone: "0x1p-2", "(a, b) ~ 0.2500000001".
template <class T>
std::string exact_text(const char* name, const ExactNumber& x) {
  constexpr T kInf = std::numeric_limits<T>::infinity();
  const T r = round_to_nearest<T>(x);
  std::string out = name;
  const int side = std::isinf(r) ? (r > 0 ? 1 : -1) : x.compare(to_rational(static_cast<double>(r)));
  const bool bare = out.empty();  // the value alone: "0x1p-2", "(a, b) ~ 0.25000001"
  if (side == 0) return bare ? query::hex_text(r) : out + " = " + query::hex_text(r);
  const T lo = side > 0 ? std::nextafter(r, -kInf) : r;
  const T hi = side > 0 ? r : std::nextafter(r, kInf);
  char approx[40];
  std::snprintf(approx, sizeof approx, "%.17g", x.to_double());
  return out + (bare ? "(" : " in (") + query::hex_text(lo) + ", " + query::hex_text(hi) + ") ~ " + approx;
}

/// The member of the exact set [a, b] nearest the answer [l, h] (l == h for
/// a value): a when h < a, b when l > b, else a point of both (l or a).
/// NaN ends give a.
template <class T>
ExactNumber nearest_member(const ExactNumber& a, const ExactNumber& b, T l, T h) {
  if (std::isnan(l) || std::isnan(h)) return a;
  if (!std::isinf(h) && a.compare(to_rational(static_cast<double>(h))) < 0) return a;  // h < a
  if (std::isinf(h) && h < 0) return a;
  if (!std::isinf(l) && b.compare(to_rational(static_cast<double>(l))) > 0) return b;  // l > b
  if (std::isinf(l) && l > 0) return b;
  if (std::isinf(l) || a.compare(to_rational(static_cast<double>(l))) < 0) return a;  // l < a <= h
  return ExactNumber::rational(to_rational(static_cast<double>(l)));                  // a <= l <= b
}

}  // namespace

template <class T>
NumberVerdict judge_numbers(const ExactNumbers& truth, const T* lo, const T* hi, std::size_t k,
                            const char* const* names, const query::NumberContract& contract, double scale) {
  const ExactQuantity& q = truth.get();
  const bool bracket = contract.kind == query::NumberKind::bracket;
  NumberVerdict worst;
  bool have = false;
  for (std::size_t i = 0; i < k && i < q.values.size(); ++i) {
    const bool is_set = i < q.upto.size() && q.upto[i].has_value();
    // A set [values[i], upto[i]]: judge against its member nearest the
    // answer (a value inside it, or the answer itself when inside).
    const ExactNumber x = is_set ? nearest_member(q.values[i], *q.upto[i], lo[i], bracket ? hi[i] : lo[i])
                                 : q.values[i];
    const double rlo = q.ranges[i].first, rhi = q.ranges[i].second;
    NumberVerdict v;
    v.component = i;
    const T l = lo[i], h = bracket ? hi[i] : lo[i];
    v.answer = query::number_text(names[i], l, h, bracket);
    const std::string range = "[" + query::hex_text(rlo) + ", " + query::hex_text(rhi) + "]";
    if (std::isnan(l) || std::isnan(h) || l > h) {
      v.ulps = kNotANumberError;
      v.holds = false;
      v.out_of_range = std::isnan(l) || std::isnan(h);
      v.why = v.out_of_range ? std::string(names[i]) + " is NaN" : "the bracket's ends are reversed";
    } else {
      if (l < rlo || h > rhi) {
        v.out_of_range = true;
        v.holds = false;
        v.why = std::string(names[i]) + " outside its range " + range;
      }
      if (bracket) {
        if (within_bracket(x, l, h)) {
          v.ulps = steps_between(l, h);
          if (static_cast<double>(v.ulps) > contract.tol && v.holds) {
            v.holds = false;
            v.why = "the bracket is " + std::to_string(v.ulps) + " steps wide (allowed " +
                    std::to_string(static_cast<long long>(contract.tol)) + ")";
          }
        } else {
          const std::int64_t a = ulps_from_rounded<T>(x, l), b = ulps_from_rounded<T>(x, h);
          v.ulps = std::max<std::int64_t>(1, std::min(a, b));
          if (v.holds) v.why = "the bracket misses the exact value";
          v.holds = false;
        }
      } else {
        v.ulps = ulps_from_rounded<T>(x, l);
        bool ok = true;
        switch (contract.kind) {
          case query::NumberKind::none: break;
          case query::NumberKind::ulps: ok = static_cast<double>(v.ulps) <= contract.tol; break;
          case query::NumberKind::relative: ok = within_relative(x, static_cast<double>(l), contract.tol); break;
          case query::NumberKind::absolute:
            ok = within_absolute(x, static_cast<double>(l), contract.tol * scale);
            break;
          case query::NumberKind::bracket: break;
        }
        if (!ok && v.holds) {
          v.holds = false;
          v.why = "off by " + std::to_string(v.ulps) + (v.ulps == 1 ? " ulp" : " ulps");
        }
      }
    }
    // A distance is 0 exactly when the shapes meet, whatever the tolerance
    // (the reason given before an error in ulps: it is the graver).
    if (i < q.zero_exactly.size() && q.zero_exactly[i] && !std::isnan(h) && !v.out_of_range) {
      const bool exact_zero = x.sign() == 0, says_zero = h == 0;
      if (exact_zero != says_zero) {
        v.holds = false;
        v.why = std::string(names[i]) + (says_zero ? " = 0 where the shapes do not meet" : " != 0 where the shapes meet");
      }
    }
    // The worst number: a violating one before a holding one, then the larger error.
    if (!have || (worst.holds && !v.holds) || (worst.holds == v.holds && v.ulps > worst.ulps)) {
      v.exact = is_set ? std::string(names[i]) + " any of [" + exact_text<T>("", q.values[i]) + ", " +
                             exact_text<T>("", *q.upto[i]) + "]"
                       : exact_text<T>(names[i], x);
      worst = std::move(v);
      have = true;
    }
  }
  return worst;
}

template NumberVerdict judge_numbers<float>(const ExactNumbers&, const float*, const float*, std::size_t,
                                            const char* const*, const query::NumberContract&, double);
template NumberVerdict judge_numbers<double>(const ExactNumbers&, const double*, const double*, std::size_t,
                                             const char* const*, const query::NumberContract&, double);

}  // namespace exact
}  // namespace gv
