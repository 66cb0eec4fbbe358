// SPDX-License-Identifier: MIT
// geoverify exact: segment-segment-closest's exact numbers (see
// segment_segment_closest.h). Rationals only.
#include "geoverify/exact/segment_segment_closest.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/quantity.h"

namespace gv {
namespace exact {

namespace {

Rational clamp01(const Rational& x) { return x < 0 ? Rational(0) : (x > 1 ? Rational(1) : x); }

}  // namespace

template <class T>
ExactNumbers exact_numbers(const query::SegmentSegmentClosest<T>& c) {
  if (!is_valid(c.a) || !is_valid(c.b)) return no_exact_value();
  const Vec3Q p0 = to_rational(c.a.p0), q0 = to_rational(c.b.p0);
  const Vec3Q d1 = to_rational(c.a.p1) - p0, d2 = to_rational(c.b.p1) - q0, r = p0 - q0;
  const Rational a = dot(d1, d1), e = dot(d2, d2), b = dot(d1, d2), cc = dot(d1, r), f = dot(d2, r);
  const Rational denom = a * e - b * b;
  const auto dist2 = [&](const Rational& s, const Rational& t) {
    const Vec3Q w = r + s * d1 - t * d2;
    return dot(w, w);
  };
  // The minimiser over [0, 1]^2: inside (the lines' closest points, when
  // the lines are skew or crossing and those lie in both segments), else on
  // one of the square's edges, where the other parameter is a clamped foot.
  std::pair<Rational, Rational> best{0, 0};
  bool found = false;
  if (denom > 0) {
    const Rational s = (b * f - cc * e) / denom, t = (a * f - b * cc) / denom;
    if (s >= 0 && s <= 1 && t >= 0 && t <= 1) {
      best = {s, t};
      found = true;
    }
  }
  if (!found) {
    const std::pair<Rational, Rational> edges[4] = {
        {Rational(0), e > 0 ? clamp01(f / e) : Rational(0)},
        {Rational(1), e > 0 ? clamp01((b + f) / e) : Rational(0)},
        {a > 0 ? clamp01(-cc / a) : Rational(0), Rational(0)},
        {a > 0 ? clamp01((b - cc) / a) : Rational(0), Rational(1)}};
    Rational best_d2;
    for (int i = 0; i < 4; ++i) {
      const Rational d = dist2(edges[i].first, edges[i].second);
      if (i == 0 || d < best_d2) {
        best = edges[i];
        best_d2 = d;
      }
    }
  }
  const Vec3Q p = p0 + best.first * d1, q = q0 + best.second * d2;
  const Vec3Q w = p - q;
  std::vector<ExactNumber> point;
  for (const Rational* x : {&p.x, &p.y, &p.z, &q.x, &q.y, &q.z}) point.push_back(ExactNumber::rational(*x));
  std::vector<std::pair<double, double>> box;
  for (const Segment<T>* sg : {&c.a, &c.b}) {
    for (int k = 0; k < 3; ++k) {
      const double u = get(sg->p0, k), v = get(sg->p1, k);
      box.emplace_back(std::min(u, v), std::max(u, v));
    }
  }
  // Parallel segments (b^2 == a e, both proper): every s whose foot on the
  // other line falls in it, 0 <= b s + f <= e, is a closest point when that
  // overlap has positive length; q follows p along the common direction.
  std::vector<std::optional<ExactNumber>> upto;
  if (a > 0 && e > 0 && denom == 0) {
    Rational lo = -f / b, hi = (e - f) / b;  // b != 0: b^2 = a e > 0
    if (lo > hi) std::swap(lo, hi);
    lo = std::max(lo, Rational(0));
    hi = std::min(hi, Rational(1));
    if (lo < hi) {
      auto q_at = [&](const Rational& s) { return q0 + Rational((b * s + f) / e) * d2; };
      const Vec3Q pl = p0 + lo * d1, ph = p0 + hi * d1, ql = q_at(lo), qh = q_at(hi);
      upto.resize(7);
      for (int i = 0; i < 6; ++i) {
        const Rational& u = get(i < 3 ? pl : ql, i % 3);
        const Rational& v = get(i < 3 ? ph : qh, i % 3);
        if (u == v) continue;
        point[i] = ExactNumber::rational(std::min(u, v));
        upto[i] = ExactNumber::rational(std::max(u, v));
      }
    }
  }
  return exact_point_and_distances(point, box, {ExactNumber::rational(dot(w, w))}, std::move(upto));
}

template ExactNumbers exact_numbers(const query::SegmentSegmentClosest<float>&);
template ExactNumbers exact_numbers(const query::SegmentSegmentClosest<double>&);

}  // namespace exact
}  // namespace gv
