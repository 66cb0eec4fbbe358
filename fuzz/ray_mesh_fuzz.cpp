// SPDX-License-Identifier: MIT
// geoverify fuzz: the certified ray caster (core/ray_mesh.h) against the
// brute-force loop it must equal -- every triangle's exact first hit by the
// core's ray_triangle(), the least parameter by exact comparison (rational
// where two brackets overlap), the lowest index at it.
//
// Input bytes (missing bytes read as zero):
//   0       bits 0-2: mesh shape (query/mesh.h, mod 5); bit 7: double
//   1       the shape's size, kept small so that the brute force is cheap
//           (icosphere level <= 2, box and sliver-box <= 4 cells, fan <= 40)
//   2       symmetry (mod 48)
//   3       scale exponent (signed; times 7 for double)
//   4-11    the spec's seed (0: the exact grid)
//   12      aim (gen/mesh_rays.h, mod 8): 0-6 a generated ray from a stream
//           seeded by bytes 13-20, 7 the raw ray of bytes 21.. (six values of
//           T for o and dir, then tmin and tmax; non-finite values and an
//           invalid range are kept: the caster must answer invalid)
// A mismatch prints the mesh spec and the ray as C++ literals and aborts
// (libFuzzer writes the input). Not a per-query target: the caster is not a
// registry query (campaign/mesh_check.h judges casters over meshes).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/core/ray_mesh.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/mesh.h"
#include "geoverify/query/symmetry.h"

namespace {

struct Bytes {
  const std::uint8_t* data;
  std::size_t size;
  std::uint8_t at(std::size_t i) const { return i < size ? data[i] : 0; }
  template <class T>
  T value(std::size_t at_byte) const {
    unsigned char buf[sizeof(T)] = {};
    for (std::size_t i = 0; i < sizeof(T); ++i) buf[i] = at(at_byte + i);
    T x;
    std::memcpy(&x, buf, sizeof x);
    return x;
  }
};

template <class T>
[[noreturn]] void mismatch(const gv::query::MeshSpec<T>& spec, const gv::Ray<T>& ray, const std::string& why) {
  std::fprintf(stderr, "ray_mesh_fuzz: MISMATCH: %s\n  %s\n  %s\n", why.c_str(),
               gv::query::declaration("mesh", spec).c_str(), gv::query::declaration("ray", ray).c_str());
  std::abort();
}

/// a < b exactly for two hits known to meet the ray (-1, 0, +1 for a - b).
template <class T>
int compare_hits(const gv::Ray<T>& ray, const gv::Triangle<T>& a, const gv::RayHit<T>& ha, const gv::Triangle<T>& b,
                 const gv::RayHit<T>& hb) {
  if (ha.t_hi < hb.t_lo) return -1;
  if (hb.t_hi < ha.t_lo) return 1;
  const gv::exact::TriangleFirstHit ea = gv::exact::ray_triangle_hit(ray, a), eb = gv::exact::ray_triangle_hit(ray, b);
  return ea.t < eb.t ? -1 : (eb.t < ea.t ? 1 : 0);
}

template <class T>
void check(const Bytes& in) {
  constexpr bool kDouble = std::is_same_v<T, double>;
  gv::query::MeshSpec<T> spec;
  spec.shape = in.at(0) % 5u;
  const std::uint32_t cap = spec.shape == gv::query::kIcosphere ? 2u : spec.shape == gv::query::kFan ? 40u : 4u;
  const std::uint32_t lo = gv::query::mesh_size_min(spec.shape);
  spec.size = spec.shape == gv::query::kOctahedron ? 0u : lo + in.at(1) % (cap - lo + 1);
  const gv::query::Symmetry sym = gv::query::symmetry(in.at(2) % 48);
  for (int i = 0; i < 3; ++i) {
    spec.perm[i] = static_cast<std::int8_t>(sym.perm[i]);
    spec.flip[i] = static_cast<std::int8_t>(sym.flip[i] ? 1 : 0);
  }
  spec.scale_exp = static_cast<std::int8_t>(in.at(3)) * (kDouble ? 7 : 1);
  spec.seed = in.value<std::uint64_t>(4);
  const std::shared_ptr<const gv::query::BuiltMesh<T>> built = gv::query::mesh_of(spec);
  const gv::MeshBvh<T>& bvh = built->bvh;
  if (!bvh.valid) return;  // placement out of T's range: nothing to cast at
  gv::Ray<T> ray;
  const int aim = in.at(12) % 8;
  if (aim < gv::gen::kMeshAims) {
    gv::gen::Prng src(in.value<std::uint64_t>(13));
    ray = gv::gen::mesh_ray<T>(src, gv::gen::mesh_target(built->mesh), aim);
  } else {
    ray.o = {in.value<T>(21), in.value<T>(21 + sizeof(T)), in.value<T>(21 + 2 * sizeof(T))};
    ray.dir = {in.value<T>(21 + 3 * sizeof(T)), in.value<T>(21 + 4 * sizeof(T)), in.value<T>(21 + 5 * sizeof(T))};
    ray.tmin = in.value<T>(21 + 6 * sizeof(T));
    ray.tmax = in.value<T>(21 + 7 * sizeof(T));
  }
  gv::MeshTies ties;
  const gv::MeshHit<T> got = gv::ray_mesh_closest_ties(bvh, ray, &ties);
  const gv::Relation any = gv::ray_mesh_any(bvh, ray);
  if (!gv::is_valid(ray)) {
    if (got.relation != gv::Relation::invalid || any != gv::Relation::invalid) mismatch(spec, ray, "invalid ray not invalid");
    return;
  }
  // The brute force.
  const gv::TriangleMesh<T> m = bvh.mesh;
  bool hit = false;
  std::uint32_t best = 0;
  gv::RayHit<T> best_hit;
  std::vector<std::uint32_t> tie_set;
  for (std::uint32_t i = 0; i < m.triangle_count; ++i) {
    const gv::RayHit<T> h = gv::ray_triangle(ray, gv::triangle_of(m, i));
    if (!gv::intersecting(h.relation)) continue;
    const int c = hit ? compare_hits(ray, gv::triangle_of(m, i), h, gv::triangle_of(m, best), best_hit) : -1;
    if (c < 0) {
      hit = true;
      best = i;
      best_hit = h;
      tie_set.assign(1, i);
    } else if (c == 0) {
      tie_set.push_back(i);
    }
  }
  if (gv::intersecting(got.relation) != hit) mismatch(spec, ray, hit ? "the caster missed a hit" : "the caster hit nothing");
  if (gv::intersecting(any) != hit) mismatch(spec, ray, "ray_mesh_any disagrees");
  if (!hit) return;
  if (got.triangle != best) {
    mismatch(spec, ray, "triangle " + std::to_string(got.triangle) + ", brute force " + std::to_string(best));
  }
  if (got.relation != best_hit.relation) mismatch(spec, ray, "relation of the hit triangle differs");
  if (!(got.t_lo == best_hit.t_lo && got.t_hi == best_hit.t_hi)) mismatch(spec, ray, "bracket differs");
  std::vector<std::uint32_t> listed(ties.tri, ties.tri + ties.count);
  std::sort(listed.begin(), listed.end());
  if (ties.complete && listed != tie_set) mismatch(spec, ray, "tie set differs");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Bytes in{data, size};
  if (in.at(0) & 0x80) {
    check<double>(in);
  } else {
    check<float>(in);
  }
  return 0;
}
