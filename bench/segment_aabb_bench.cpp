// SPDX-License-Identifier: MIT
// Segment-AABB: the certified core against Ericson's TestSegmentAABB
// (Real-Time Collision Detection, 2005, section 5.3.3, as transcribed in
// specimens/: the separating-axis test a game engine would write) and the
// exact oracle.
#include <cmath>

#include "bench.h"
#include "cgal_peer.h"
#include "geoverify/specimens/zoo_ericson_segment_aabb.h"

namespace gvbench {
namespace {

template <class T>
bool plain_ericson(const gv::query::SegmentAabb<T>& c) {
  const T p0[3] = {c.seg.p0.x, c.seg.p0.y, c.seg.p0.z}, p1[3] = {c.seg.p1.x, c.seg.p1.y, c.seg.p1.z};
  const T lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
  return gv::specimens::ericson_segment::TestSegmentAABB<T>(p0, p1, lo, hi) != 0;
}

/// Segments of length up to about 30 starting in [-50, 50]^3 against boxes
/// of half size 1..10 centred near the segment's start, so that about half
/// of the pairs intersect.
template <class T>
std::vector<gv::query::SegmentAabb<T>> typical_segment_aabb() {
  gv::gen::Prng rng(29);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::SegmentAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> p0{T(50) * u(), T(50) * u(), T(50) * u()};
    const gv::Vec3<T> p1{p0.x + T(15) * u(), p0.y + T(15) * u(), p0.z + T(15) * u()};
    const gv::Vec3<T> c{p0.x + T(12) * u(), p0.y + T(12) * u(), p0.z + T(12) * u()};
    const gv::Vec3<T> h{T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u())};
    gv::query::SegmentAabb<T> q{};
    q.seg = {p0, p1};
    q.box = {{c.x - h.x, c.y - h.y, c.z - h.z}, {c.x + h.x, c.y + h.y, c.z + h.z}};
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_segment_aabb() {
  using Sf = gv::query::SegmentAabb<float>;
  using Sd = gv::query::SegmentAabb<double>;
  register_query<Sf>({"segment-aabb/f32", typical_segment_aabb<float>, per_case<Sf, plain_ericson<float>>, cgal_runner<Sf>()}, 77);
  register_query<Sd>({"segment-aabb/f64", typical_segment_aabb<double>, per_case<Sd, plain_ericson<double>>, cgal_runner<Sd>()}, 77);
}

GVBENCH_QUERY_SOURCE(register_segment_aabb);

}  // namespace gvbench
