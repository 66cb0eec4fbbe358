// SPDX-License-Identifier: MIT
// geoverify exact: the judge of a certified hit bracket (see rational/ray_hit.h).
#include "geoverify/exact/rational/ray_hit.h"

#include <cmath>
#include <limits>

namespace gv {
namespace exact {

template <class T>
std::string hit_bracket_violation(bool hit, const ExactNumber& t, const RayHit<T>& got) {
  if (!hit) return (std::isnan(got.t_lo) && std::isnan(got.t_hi)) ? "" : "a miss must give NaN ends";
  if (!(got.t_lo >= T(0)) || std::isinf(got.t_lo) || !(got.t_hi >= got.t_lo)) {
    return "bracket ends not ordered, negative or NaN";
  }
  const Rational lo = to_rational(got.t_lo);
  if (std::isinf(got.t_hi)) {
    return (got.t_lo == std::numeric_limits<T>::max() && t.compare(lo) < 0) ? ""
                                                                             : "an infinite upper end without overflow";
  }
  if (got.t_lo == got.t_hi) return t.compare(lo) == 0 ? "" : "t_lo == t_hi but the hit parameter is not that value";
  if (got.t_hi != std::nextafter(got.t_lo, std::numeric_limits<T>::infinity())) return "t_lo and t_hi not adjacent";
  const Rational hi = to_rational(got.t_hi);
  return (t.compare(lo) < 0 && t.compare(hi) > 0) ? "" : "the hit parameter is outside the open bracket, or representable";
}

template <class T>
std::string hit_bracket_violation(bool hit, const Rational& t, const RayHit<T>& got) {
  return hit_bracket_violation(hit, ExactNumber::rational(t), got);
}

template std::string hit_bracket_violation<float>(bool, const ExactNumber&, const RayHit<float>&);
template std::string hit_bracket_violation<double>(bool, const ExactNumber&, const RayHit<double>&);
template std::string hit_bracket_violation<float>(bool, const Rational&, const RayHit<float>&);
template std::string hit_bracket_violation<double>(bool, const Rational&, const RayHit<double>&);

}  // namespace exact
}  // namespace gv
