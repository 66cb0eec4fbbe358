// SPDX-License-Identifier: MIT
// geoverify campaign, internal: mesh-level judging -- watertightness on the
// closed meshes of a generator's mesh classes (gen::HasMeshes; today
// ray-triangle, gen/ray_triangle.h).
//
// The runner (runner.h) uses this header only for case types with meshes: a
// mesh slot of a block holds the mesh's cases, its ray with each triangle
// (append_mesh), and judge_mesh() judges them, each case against the oracle
// like any other, then each routine's watertightness on the mesh; a leak is
// printed by leak_counterexample(). The templates need of a case type C
// members `ray` and `tri` (the mesh's ray and one of its triangles). What does
// not depend on the case type (judge_crossing) is compiled once, in
// mesh_judging.cpp.
//
// The mesh is star-shaped from the ray's origin, so the triangles the oracle
// says the ray meets are exactly those containing its one crossing point.
// The crossing's neighbourhood is those triangles and every triangle sharing
// a vertex with them (vertices are shared bit for bit): a routine that
// reports a miss on the whole neighbourhood leaks. A ray an ulp beside an
// edge that a watertight test attributes to the triangle across the edge is
// therefore not a leak (that is a false hit and a false miss, judged by the
// routine's other contracts); a ray through an edge or a vertex that every
// triangle around it refuses is. A neighbour's hit covers the crossing only
// when the ray meets that neighbour's plane within [tmin, tmax] (exactly,
// meets_plane_in_range): a routine that also reports hits behind the origin
// does not hide its leaks with them. A routine that does not accept a
// triangle containing the crossing, or a neighbour facing the ray as the
// crossing does (gv::ray_triangle_facing), or crashed on one, is not judged
// on that crossing: its answer there cannot be told. A refused neighbour
// facing the other way (a back face to a culling routine) is a miss.
//
// May include the standard library, the campaign's public headers,
// exact/oracle.h, exact/classify.h, query/ (through them) and the private
// calls.h, tally.h and shrinking.h; not the generators (the runner draws the
// meshes).
#ifndef GEOVERIFY_CAMPAIGN_SRC_MESH_JUDGING_H
#define GEOVERIFY_CAMPAIGN_SRC_MESH_JUDGING_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "calls.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/campaign/report.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"
#include "shrinking.h"
#include "tally.h"

namespace gv {
namespace campaign {

/// A mesh's crossing point and its neighbourhood.
struct Crossing {
  std::vector<std::size_t> hood;  ///< the mesh's triangles: those containing the crossing point first
  std::size_t at_crossing = 0;    ///< how many contain it
  CaseBytes cases;                ///< the ray with each triangle of hood, in its order
};

/// A routine's answers on a mesh, by triangle.
enum MeshAnswer : char { kMeshMiss = 0, kMeshHit = 1, kMeshNotJudged = 2 };

/// Judges one routine's watertightness on a mesh's crossing (answers: its
/// MeshAnswer by triangle), found at index of the case stream in generator
/// class cls: a crossing it was judged on, and a leak if it missed the whole
/// neighbourhood; under the watertight contract a leak is a violation and
/// the first is kept (Tally::first_leak). Returns 1 for a violation.
int judge_crossing(Tally& t, bool watertight, const std::vector<char>& answers, const Crossing& crossing,
                   const char* cls, std::uint64_t index, Clock::time_point start);

/// True iff the ray meets the plane of the triangle within [tmin, tmax],
/// exactly (a ray in the plane meets it; a degenerate triangle has no
/// plane: false).
template <class T>
bool meets_plane_in_range(const Ray<T>& ray, const Triangle<T>& tri);

/// Appends a mesh's cases (its ray with each triangle, in order) to items;
/// returns how many. Invalid triangles are appended too (judge_mesh() skips
/// them).
template <class C, class Mesh>
std::size_t append_mesh(const Mesh& mesh, std::vector<C>& items) {
  for (const auto& tri : mesh.tris) {
    C c{};
    c.ray = mesh.ray;
    c.tri = tri;
    items.push_back(c);
  }
  return mesh.tris.size();
}

/// Judges the mesh whose cases are items[first, first + n), drawn at index of
/// the case stream in class cls: each case against the oracle, then each
/// routine of `all` (replies in calls) on the crossing. Returns the contract
/// violations.
template <class C>
std::uint64_t judge_mesh(const std::vector<C>& items, std::size_t first, std::size_t n, const Calls<C>& calls,
                         const std::vector<query::Implementation<C>>& all, const CaseType& type, std::size_t cls,
                         std::uint64_t index, Partial& part, Clock::time_point start) {
  using T = typename C::Scalar;
  std::vector<char> crossed(n, 0), valid(n, 0);
  std::vector<std::vector<char>> said_hit(all.size(), std::vector<char>(n, kMeshNotJudged));
  std::uint64_t violations = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const C& c = items[first + k];
    if (!query::valid(c)) continue;
    valid[k] = 1;
    const exact::Result truth = exact::oracle(c);
    part.count_case(cls, truth.relation);
    crossed[k] = intersecting(truth.relation);
    for (std::size_t j = 0; j < all.size(); ++j) {
      const Reply reply = calls.get(j, first + k);
      if (reply.kind == Reply::refused || reply.kind == Reply::not_run) continue;
      if (reply.kind != Reply::answered) {
        violations += record_fault(part.tallies[j], type, reply.kind == Reply::crashed, reply.detail, &c, cls, index,
                                   start);
        continue;
      }
      const Answer& answer = reply.answer;
      violations += record(part.tallies[j], type, all[j].contract, compare(answer, truth.relation), truth, &c, cls,
                           index, start, true);
      said_hit[j][k] = answer.has_relation ? intersecting(answer.relation) : answer.hit;
    }
  }
  if (std::find(crossed.begin(), crossed.end(), char{1}) == crossed.end()) {
    return violations;  // impossible by construction (tests/exact checks the generator)
  }
  // The neighbourhood: crossed triangles first, then those sharing a vertex with one.
  auto same = [](const Vec3<T>& a, const Vec3<T>& b) { return a.x == b.x && a.y == b.y && a.z == b.z; };
  auto share_vertex = [&](const Triangle<T>& a, const Triangle<T>& b) {
    for (const Vec3<T>* p : {&a.p0, &a.p1, &a.p2}) {
      if (same(*p, b.p0) || same(*p, b.p1) || same(*p, b.p2)) return true;
    }
    return false;
  };
  Crossing crossing;
  std::vector<std::size_t>& hood = crossing.hood;
  for (std::size_t k = 0; k < n; ++k) {
    if (crossed[k]) hood.push_back(k);
  }
  crossing.at_crossing = hood.size();
  for (std::size_t k = 0; k < n; ++k) {
    if (crossed[k] || !valid[k]) continue;
    for (std::size_t h = 0; h < crossing.at_crossing; ++h) {
      if (share_vertex(items[first + k].tri, items[first + hood[h]].tri)) {
        hood.push_back(k);
        break;
      }
    }
  }
  // A neighbour's hit behind the origin (or past tmax) covers nothing. A
  // neighbour the routine refused leaves the crossing unjudged when it faces
  // the ray as the crossing does (the routine might have attributed the hit
  // to it); one facing the other way (a back face to a culling routine)
  // could not have been hit and counts as a miss.
  const C& at = items[first + hood[0]];
  const int facing = ray_triangle_facing(at.ray, at.tri);
  for (std::size_t h = crossing.at_crossing; h < hood.size(); ++h) {
    const std::size_t k = hood[h];
    const bool in_range = meets_plane_in_range(items[first + k].ray, items[first + k].tri);
    const bool same_way = ray_triangle_facing(items[first + k].ray, items[first + k].tri) == facing;
    for (auto& answers : said_hit) {
      if (answers[k] == kMeshHit && !in_range) answers[k] = kMeshMiss;
      if (answers[k] == kMeshNotJudged && !same_way) answers[k] = kMeshMiss;
    }
  }
  for (const std::size_t k : hood) append_bytes(crossing.cases, items[first + k]);
  for (std::size_t j = 0; j < all.size(); ++j) {
    violations += judge_crossing(part.tallies[j], all[j].contract.kind == query::ContractKind::watertight,
                                 said_hit[j], crossing, type.classes[cls], index, start);
  }
  return violations;
}

/// A leak's counterexample: the ray and the crossing's neighbourhood, as
/// found (a mesh is not shrunk: its triangles must keep sharing vertices).
template <class C>
Counterexample leak_counterexample(const Leak& leak) {
  const C front = case_at<C>(leak.hood);
  const exact::Result r = exact::oracle(front);
  const std::size_t n = leak.at_crossing;
  std::string literal = "// tri0" + (n > 1 ? "..tri" + std::to_string(n - 1) + " contain" : std::string(" contains")) +
                        " the crossing point; the others share a vertex with it. Every one was a miss.\n";
  literal += query::declaration("ray", front.ray);
  for (std::size_t k = 0; k < leak.hood.size() / sizeof(C); ++k) {
    literal += "\n" + query::declaration(("tri" + std::to_string(k)).c_str(), case_at<C>(leak.hood, k).tri);
  }
  return counterexample("leak", leak.cls, leak.index, r, exact::degeneracy_class(front, r), std::move(literal));
}

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_MESH_JUDGING_H
