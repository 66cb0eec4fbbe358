// SPDX-License-Identifier: MIT
// Capsule-capsule: the certified core against the textbook test (C.
// Ericson, Real-Time Collision Detection, 2005, section 4.5.1,
// TestCapsuleCapsule through section 5.1.9's ClosestPtSegmentSegment;
// transcribed in specimens/, written inline here so that the plain column
// pays no call), and the exact oracle; and segment-segment-closest: the
// certified closest points and squared distance of the capsules' axes
// against the same closest-point routine, and the exact numbers.
#include <limits>

#include "bench.h"

namespace gvbench {
namespace {

/// The book's clamped closest points c1, c2 of the segments a0-a1 and b0-b1;
/// returns |c1 - c2|^2.
template <class T>
T plain_closest_points(const gv::Vec3<T>& a0, const gv::Vec3<T>& a1, const gv::Vec3<T>& b0, const gv::Vec3<T>& b1,
                       gv::Vec3<T>& c1, gv::Vec3<T>& c2) {
  using V = gv::Vec3<T>;
  constexpr T kEpsilon = std::numeric_limits<T>::epsilon();  // as the specimen: the book leaves it undefined
  auto sub = [](const V& x, const V& y) { return V{x.x - y.x, x.y - y.y, x.z - y.z}; };
  auto dot = [](const V& x, const V& y) { return x.x * y.x + x.y * y.y + x.z * y.z; };
  auto clamp01 = [](T x) { return x < T(0) ? T(0) : (x > T(1) ? T(1) : x); };
  const V d1 = sub(a1, a0), d2 = sub(b1, b0), r = sub(a0, b0);
  const T a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  T s = 0, t = 0;
  if (a <= kEpsilon && e <= kEpsilon) {
    s = t = 0;
  } else if (a <= kEpsilon) {
    s = 0;
    t = clamp01(f / e);
  } else {
    const T c = dot(d1, r);
    if (e <= kEpsilon) {
      t = 0;
      s = clamp01(-c / a);
    } else {
      const T b = dot(d1, d2), denom = a * e - b * b;
      s = denom != T(0) ? clamp01((b * f - c * e) / denom) : T(0);
      t = (b * s + f) / e;
      if (t < T(0)) {
        t = 0;
        s = clamp01(-c / a);
      } else if (t > T(1)) {
        t = 1;
        s = clamp01((b - c) / a);
      }
    }
  }
  c1 = V{a0.x + d1.x * s, a0.y + d1.y * s, a0.z + d1.z * s};
  c2 = V{b0.x + d2.x * t, b0.y + d2.y * t, b0.z + d2.z * t};
  const V d = sub(c1, c2);
  return dot(d, d);
}

/// The book's test: |c1 - c2|^2 <= (ra + rb)^2.
template <class T>
bool plain_capsule_capsule(const gv::query::CapsuleCapsule<T>& q) {
  gv::Vec3<T> c1, c2;
  const T radius = q.a.r + q.b.r;
  return plain_closest_points(q.a.p0, q.a.p1, q.b.p0, q.b.p1, c1, c2) <= radius * radius;
}

/// The book's closest points and squared distance (segment-segment-closest's
/// plain routine).
template <class T>
bool plain_segment_closest(const gv::query::SegmentSegmentClosest<T>& q, T& d2) {
  gv::Vec3<T> c1, c2;
  d2 = plain_closest_points(q.a.p0, q.a.p1, q.b.p0, q.b.p1, c1, c2);
  benchmark::DoNotOptimize(c1);
  benchmark::DoNotOptimize(c2);
  return true;
}

/// Capsules of axis length about 1 and radius in [0.05, 0.45] round points
/// of [-1, 1]^3 near one another: about half of the pairs meet.
template <class T>
std::vector<gv::query::CapsuleCapsule<T>> typical_capsule_capsule() {
  gv::gen::Prng rng(91);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto point = [&](const gv::Vec3<T>& m, T s) { return gv::Vec3<T>{m.x + s * u(), m.y + s * u(), m.z + s * u()}; };
  std::vector<gv::query::CapsuleCapsule<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> m{u(), u(), u()};
    const gv::Vec3<T> ma = point(m, T(0.5)), mb = point(m, T(0.5));
    v.push_back({{point(ma, T(0.5)), point(ma, T(0.5)), T(0.25) + T(0.2) * u()},
                 {point(mb, T(0.5)), point(mb, T(0.5)), T(0.25) + T(0.2) * u()}});
  }
  return v;
}

/// The capsules' axes.
template <class T>
std::vector<gv::query::SegmentSegmentClosest<T>> typical_segment_segment() {
  std::vector<gv::query::SegmentSegmentClosest<T>> v;
  for (const auto& c : typical_capsule_capsule<T>()) v.push_back({{c.a.p0, c.a.p1}, {c.b.p0, c.b.p1}});
  return v;
}

}  // namespace

void register_capsule_capsule() {
  using Cf = gv::query::CapsuleCapsule<float>;
  using Cd = gv::query::CapsuleCapsule<double>;
  register_query<Cf>(
      {"capsule-capsule/f32", typical_capsule_capsule<float>, per_case<Cf, plain_capsule_capsule<float>>}, 87);
  register_query<Cd>(
      {"capsule-capsule/f64", typical_capsule_capsule<double>, per_case<Cd, plain_capsule_capsule<double>>}, 87);
  using Sf = gv::query::SegmentSegmentClosest<float>;
  using Sd = gv::query::SegmentSegmentClosest<double>;
  QuerySpec<Sf> sf{"segment-segment-closest/f32", typical_segment_segment<float>,
                   per_case_number<Sf, plain_segment_closest<float>>};
  sf.core = core_numbers<Sf>;
  QuerySpec<Sd> sd{"segment-segment-closest/f64", typical_segment_segment<double>,
                   per_case_number<Sd, plain_segment_closest<double>>};
  sd.core = core_numbers<Sd>;
  register_query<Sf>(sf, 89);
  register_query<Sd>(sd, 89);
}

GVBENCH_QUERY_SOURCE(register_capsule_capsule);

}  // namespace gvbench
