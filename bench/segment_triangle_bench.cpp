// SPDX-License-Identifier: MIT
// Segment-triangle: the certified core against the textbook test (C.
// Ericson, Real-Time Collision Detection, 2005, section 5.3.6,
// IntersectSegmentTriangle; transcribed in specimens/, written inline here so
// that the plain column pays no call) made two-sided the usual way, by
// flipping the signs of d, t, v and w when the segment runs from the back to
// the front, and the exact oracle.
#include "bench.h"

namespace gvbench {
namespace {

/// The book's scalar triple products: d = (p - q).n, t = (p - a).n,
/// v = ac.((p - q) x (p - a)), w = -ab.((p - q) x (p - a)); hit iff
/// 0 <= t <= d, v >= 0, w >= 0, v + w <= d once d > 0 (signs flipped when
/// d < 0; a parallel segment, d == 0, misses as in the book).
template <class T>
bool plain_segment_triangle(const gv::query::SegmentTriangle<T>& q) {
  const gv::Vec3<T>&p = q.seg.p0, &s = q.seg.p1, &a = q.tri.p0, &b = q.tri.p1, &c = q.tri.p2;
  const T abx = b.x - a.x, aby = b.y - a.y, abz = b.z - a.z;
  const T acx = c.x - a.x, acy = c.y - a.y, acz = c.z - a.z;
  const T qpx = p.x - s.x, qpy = p.y - s.y, qpz = p.z - s.z;
  const T nx = aby * acz - abz * acy, ny = abz * acx - abx * acz, nz = abx * acy - aby * acx;
  T d = qpx * nx + qpy * ny + qpz * nz;
  const T apx = p.x - a.x, apy = p.y - a.y, apz = p.z - a.z;
  T t = apx * nx + apy * ny + apz * nz;
  const T ex = qpy * apz - qpz * apy, ey = qpz * apx - qpx * apz, ez = qpx * apy - qpy * apx;
  T v = acx * ex + acy * ey + acz * ez;
  T w = -(abx * ex + aby * ey + abz * ez);
  if (d < T(0)) d = -d, t = -t, v = -v, w = -w;
  return d > T(0) && t >= T(0) && t <= d && v >= T(0) && w >= T(0) && v + w <= d;
}

/// Triangles of size about 1 round points of [-1.5, 1.5]^3 (as the
/// triangle-triangle benchmark's), and segments c - w to c + w through a
/// point c within 1/4 of the triangle's centroid, w in [-1, 1]^3: about half
/// of the pairs meet (54 % of the double family).
template <class T>
std::vector<gv::query::SegmentTriangle<T>> typical_segment_triangle() {
  gv::gen::Prng rng(87);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto point = [&](const gv::Vec3<T>& m) { return gv::Vec3<T>{m.x + u(), m.y + u(), m.z + u()}; };
  std::vector<gv::query::SegmentTriangle<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> m{T(1.5) * u(), T(1.5) * u(), T(1.5) * u()};
    const gv::Triangle<T> t{point(m), point(m), point(m)};
    const gv::Vec3<T> c{(t.p0.x + t.p1.x + t.p2.x) / 3 + T(0.25) * u(), (t.p0.y + t.p1.y + t.p2.y) / 3 + T(0.25) * u(),
                        (t.p0.z + t.p1.z + t.p2.z) / 3 + T(0.25) * u()};
    const gv::Vec3<T> w{u(), u(), u()};
    v.push_back({{{c.x - w.x, c.y - w.y, c.z - w.z}, {c.x + w.x, c.y + w.y, c.z + w.z}}, t});
  }
  return v;
}

}  // namespace

void register_segment_triangle() {
  using Sf = gv::query::SegmentTriangle<float>;
  using Sd = gv::query::SegmentTriangle<double>;
  register_query<Sf>({"segment-triangle/f32", typical_segment_triangle<float>, per_case<Sf, plain_segment_triangle<float>>},
                     83);
  register_query<Sd>(
      {"segment-triangle/f64", typical_segment_triangle<double>, per_case<Sd, plain_segment_triangle<double>>}, 83);
}

GVBENCH_QUERY_SOURCE(register_segment_triangle);

}  // namespace gvbench
