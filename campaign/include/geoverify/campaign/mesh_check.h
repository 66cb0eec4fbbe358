// SPDX-License-Identifier: MIT
// geoverify campaign: judging a user's ray caster over whole meshes -- the
// way ray tracers and engines call it, a ray and a triangle mesh (vertex and
// index buffers), through whatever hierarchy the caster builds.
//
// check_ray_caster() draws closed meshes (query/mesh.h: octahedra,
// subdivided icospheres, tessellated boxes with coplanar neighbours and
// slivers, fans around high-valence vertices; 8 to 100,000 triangles; on the
// exact grid or rotated; unit, tiny, huge and far from the origin) and casts
// rays at each (gen/mesh_rays.h: through shared vertices and edges, grazing
// the silhouette, from the surface, from inside, point-like), calling the
// caster's prepare() once per mesh and cast() per ray. Every answer is judged
// against the certified caster (core/ray_mesh.h), whose closest hit is
// exact; where that is not enough (a tie, a parameter that is not
// correctly rounded) against the exact rational parameter.
//
// What is judged, per ray R = {o + t dir : tmin <= t <= tmax} and mesh M:
//   the hit       whether R meets M (closed triangles). A ray *crosses* the
//                 surface when its first hit lies strictly inside (tmin,
//                 tmax) and every triangle containing the hit point faces
//                 the ray the same way, strictly (gv::ray_triangle_facing:
//                 the meshes are closed and wound outward, so the ray
//                 passes from outside to inside or back). A crossing ray
//                 that the caster misses is a *leak*.
//   the triangle  (closest hit) one of the triangles containing the first
//                 hit point (the tie set of gv::ray_mesh_closest_ties): any
//                 of them is right at a shared edge or vertex.
//   t             (closest hit) the caster's parameter against the exact
//                 first hit under its NumberContract (query/quantity.h),
//                 always within [tmin, tmax]: a hit behind the origin is
//                 wrong however close.
// Contracts (RayCaster::contract):
//   exact       every answer right: a miss where R only touches M (grazing
//               a silhouette, through a vertex without entering) is a false
//               miss, a hit where R misses M a false hit, and the triangle
//               must contain the first hit point.
//   watertight  no leaks: a crossing ray must be hit. Permitted, because no
//               caster that rounds the geometry once can do better (each is
//               a tolerance of delta = 64 units in the last place of T at
//               the scene's scale, (|o| + the mesh's extent) / |dir| in
//               units of t):
//                 * a miss of a ray that only touches M, and a hit of a ray
//                   that misses M (an edge test that rounds the other way
//                   at a silhouette), as for one triangle;
//                 * a miss of a crossing ray that leaves the solid again
//                   within delta (it clips a corner by less than the
//                   rounding), that crosses a face at a grazing angle
//                   (|n . dir| <= 64 eps |n| |dir|: it runs along the face
//                   within the rounding of its vertices), that passes
//                   within 2 delta |dir| of a vertex or edge whose triangles
//                   do not all face it the same way, or one of which it
//                   grazes (a silhouette feature: to within the rounding it
//                   only touches there), or whose
//                   first hit is within delta of tmin (its origin on the surface:
//                   every ray tracer skips its own surface), and then any
//                   hit reported instead;
//                 * a real hit to within the rounding: its point o + t dir
//                   within 2 delta |dir| of the reported triangle, t >= tmin,
//                   not after a crossing first hit by more than delta unless
//                   that crossing is one a miss may skip (above) (a hit
//                   an ulp outside a silhouette, on the face an origin sits
//                   on, or anywhere along a contact that only touches);
//                 * a reported triangle that shares a vertex with the tie
//                   set (a hit attributed across an edge an ulp away), or
//                   that the ray does meet at a parameter within the number
//                   contract of t_hit (near-coincident faces and slivers).
//               Where both hit, t is judged under the number contract.
// An occlusion caster (RayCaster::occlusion, the ray-mesh-any query) is
// judged on the hit alone.
//
// The run is a pure function of the options (seed, counts): the meshes, the
// rays and the verdicts do not depend on time or threads. It runs in this
// process, on this thread: the caster keeps its state (its hierarchy
// between prepare() and the rays), and a caster that crashes ends the run
// (the per-case campaign, campaign.h, isolates routines in a worker).
#ifndef GEOVERIFY_CAMPAIGN_MESH_CHECK_H
#define GEOVERIFY_CAMPAIGN_MESH_CHECK_H

#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "geoverify/core/mesh_bvh.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/contract.h"
#include "geoverify/query/mesh.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace campaign {

/// A caster's answer for one ray: the closest hit (or, for an occlusion
/// caster, any hit; triangle and t are then not read).
template <class T>
struct MeshCast {
  bool hit = false;
  std::uint32_t triangle = 0;  ///< index into the mesh's triangles
  T t = T(0);                  ///< the hit parameter: the point o + t dir
};

/// A user's ray caster (see the file comment).
template <class T>
struct RayCaster {
  std::string name;
  /// exact or watertight (the others are refused by check_ray_caster()).
  query::Contract contract = query::Contract::exact();
  /// How t is judged (closest-hit casters); the default: within 4 ulps. An
  /// absolute tolerance eps allows eps * (|o| + the mesh's extent) / |dir|
  /// (max norms): eps of the scene's size, in units of the direction.
  query::NumberContract t_contract = query::NumberContract::ulps(4);
  /// true: an occlusion test (ray-mesh-any): only the hit is judged.
  bool occlusion = false;
  /// Optional: called once per mesh, before the mesh's rays (build a
  /// hierarchy here). The mesh's buffers stay valid until the next call.
  std::function<void(const TriangleMesh<T>&)> prepare;
  /// The caster: the ray against the mesh last given to prepare() (passed
  /// again, the same buffers).
  std::function<MeshCast<T>(const Ray<T>&, const TriangleMesh<T>&)> cast;
};

struct MeshCheckOptions {
  std::uint64_t seed = 1;            ///< the whole run is a function of the seed and the counts
  std::uint64_t meshes = 64;         ///< meshes drawn
  std::uint64_t rays_per_mesh = 256; ///< rays cast at each, every aim in turn
  std::size_t max_triangles = 100000;  ///< largest mesh drawn (at least 8)
  /// Stop at the first violation (the time-to-find measurement) instead of
  /// judging every ray.
  bool stop_at_first = false;
  std::size_t keep = 3;  ///< counterexamples kept, the first found
};

/// What a check found.
struct MeshCheckResult {
  std::string caster;      ///< RayCaster::name
  std::string query;       ///< "ray-mesh" (closest hit) or "ray-mesh-any" (RayCaster::occlusion)
  std::string type;        ///< "f32" or "f64"
  std::string contract;    ///< "exact" / "watertight", and the number contract
  std::uint64_t meshes = 0, rays = 0;
  std::uint64_t truth_hits = 0;   ///< rays that meet their mesh (exactly)
  std::uint64_t crossings = 0;    ///< rays that cross the surface (file comment)
  std::uint64_t leaks = 0;        ///< crossing rays the caster missed
  std::uint64_t false_hits = 0, false_misses = 0;  ///< outside leaks; permitted ones counted too
  std::uint64_t wrong_triangles = 0, wrong_numbers = 0;
  std::uint64_t violations = 0;   ///< answers the contract does not permit
  std::uint64_t rays_to_first = 0;  ///< rays cast up to and including the first violation (0: none)
  double seconds_to_first = -1;     ///< wall time to it, -1 when none (measured, not a verdict)
  std::uint64_t rays_to_first_leak = 0;  ///< the same for the first leak
  double seconds_to_first_leak = -1;
  double seconds = 0;               ///< wall time of the whole check
  /// The first violations: the mesh (its MeshSpec literal and size), the
  /// ray, the caster's answer and the exact one.
  std::vector<std::string> counterexamples;
  bool holds() const { return violations == 0; }
};

/// Runs the check. Throws std::invalid_argument for a caster without cast,
/// a contract other than exact or watertight, or options with zero meshes
/// or rays or max_triangles below 8.
template <class T>
MeshCheckResult check_ray_caster(const RayCaster<T>& caster, const MeshCheckOptions& options);

/// The result as a few readable lines, then the counterexamples.
std::string to_text(const MeshCheckResult& r);

/// The verdict on one answer, as check_ray_caster() judges each ray: for a
/// caster's regression tests and for replaying a counterexample (the mesh's
/// spec and the ray it printed). caster gives the contract, t_contract and
/// occlusion; its prepare and cast are not called.
struct CastVerdict {
  bool violation = false;
  bool crossing = false;  ///< the ray crosses the surface (the file comment)
  std::string what;       ///< the violation, "leak: ...", "wrong t: ...", ...; empty when none
};
/// Cost: the first call on a mesh builds it (query::mesh_of()) and measures
/// its extent; later calls on the same mesh, on the same thread, pay the
/// judging alone (geoverify_campaign_bench's ray-mesh judging rows).
template <class T>
CastVerdict judge_cast(const RayCaster<T>& caster, const query::MeshSpec<T>& mesh, const Ray<T>& ray,
                       const MeshCast<T>& answer);

/// The certified caster (core/ray_mesh.h) as a RayCaster: its hierarchy
/// built in prepare(), t the lower end of its certified bracket (so
/// t_contract ulps(1)), contract exact; occlusion: ray_mesh_any. A reference
/// to compare a caster with, and the built-in check's first rows.
template <class T>
RayCaster<T> certified_caster(bool occlusion = false);

/// The built-in casters' check, the `geoverify mesh` command's job: the
/// certified caster (core/ray_mesh.h; closest hit with t within ulps(1),
/// and any hit; f32 and f64) must hold exact, and the textbook BVH caster
/// (specimens/textbook_bvh_caster.h; closest hit, f32, under watertight
/// with t within absolute(1e-5)) must be found leaking. passed when both
/// expectations are met.
struct BuiltinMeshCheck {
  std::vector<MeshCheckResult> results;
  std::vector<std::string> expected;  ///< per result: "holds" or "leaks found"
  std::vector<bool> met;              ///< per result: the expectation was met
  bool passed = false;
};
BuiltinMeshCheck check_builtin_casters(const MeshCheckOptions& options);

/// The built-in check as text: each result, its expectation, and PASS/FAIL.
std::string to_text(const BuiltinMeshCheck& check);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_MESH_CHECK_H
