// SPDX-License-Identifier: MIT
// geoverify campaign: check_ray_caster() (mesh_check.h) -- the meshes it
// draws, the rays it casts and the judgement of each answer.
#include "geoverify/campaign/mesh_check.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/core/point_triangle.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/mesh.h"
#include "geoverify/query/symmetry.h"
#include "geoverify/specimens/textbook_bvh_caster.h"

namespace gv {
namespace campaign {
namespace {

using Clock = std::chrono::steady_clock;

/// A size for the shape, small sizes as likely as large ones (a random bit
/// width first), redrawn until the mesh fits max_triangles.
template <class T>
query::MeshSpec<T> draw_spec(gen::Prng& src, std::size_t max_triangles) {
  constexpr bool kFloat = std::is_same_v<T, float>;
  query::MeshSpec<T> s;
  for (;;) {
    s.shape = static_cast<std::uint32_t>(src.draw(query::kMeshShapes));
    const std::uint32_t lo = query::mesh_size_min(s.shape), hi = query::mesh_size_max(s.shape);
    if (s.shape == query::kIcosphere) {
      s.size = static_cast<std::uint32_t>(gen::int_in(src, lo, hi));
    } else if (hi > 0) {
      const int bits = static_cast<int>(gen::int_in(src, 0, 16));
      const std::uint64_t top = std::min<std::uint64_t>(hi, std::max<std::uint64_t>(lo, std::uint64_t{1} << bits));
      s.size = static_cast<std::uint32_t>(gen::int_in(src, lo, static_cast<std::int64_t>(top)));
    }
    if (query::mesh_triangle_count(s) <= max_triangles) break;
  }
  s.seed = gen::one_in(src, 3) ? 0 : (src.next() | 1u);
  switch (src.draw(6)) {
    case 3: s.scale_exp = static_cast<std::int32_t>(kFloat ? gen::int_in(src, -100, -60) : gen::int_in(src, -900, -500)); break;
    case 4: s.scale_exp = static_cast<std::int32_t>(kFloat ? gen::int_in(src, 60, 100) : gen::int_in(src, 500, 900)); break;
    case 5: {  // far from the origin: 2^10 to 2^20 mesh units away, on the grid
      const int e = static_cast<int>(gen::int_in(src, 10, 20));
      s.offset = {T(std::ldexp(double(gen::nonzero_int(src, 8)), e)), T(std::ldexp(double(gen::int_in(src, -8, 8)), e)),
                  T(std::ldexp(double(gen::int_in(src, -8, 8)), e))};
      break;
    }
    default: s.scale_exp = static_cast<std::int32_t>(gen::int_in(src, -4, 4)); break;
  }
  const query::Symmetry sym = query::symmetry(static_cast<int>(src.draw(48)));
  for (int i = 0; i < 3; ++i) {
    s.perm[i] = static_cast<std::int8_t>(sym.perm[i]);
    s.flip[i] = static_cast<std::int8_t>(sym.flip[i] ? 1 : 0);
  }
  return s;
}

bool shares_vertex(const std::uint32_t* a, const std::uint32_t* b) {
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      if (a[i] == b[j]) return true;
    }
  }
  return false;
}

template <class T>
std::string answer_text(const MeshCast<T>& a, bool occlusion) {
  if (!a.hit) return "miss";
  if (occlusion) return "hit";
  return "hit on triangle " + std::to_string(a.triangle) + " at t = " + query::literal(a.t);
}

/// The mesh's size for the judge's tolerances: the largest coordinate of
/// its bounding box's centre plus its half-diagonal.
template <class T>
double scene_extent(const gen::MeshTarget<T>& target) {
  return std::max({std::fabs(target.centre[0]), std::fabs(target.centre[1]), std::fabs(target.centre[2])}) +
         target.radius;
}

template <class T>
struct Checker {
  const RayCaster<T>& caster;
  const MeshCheckOptions& options;
  MeshCheckResult& out;
  Clock::time_point start;
  bool watertight = false;

  /// Records a violation (or a permitted disagreement); returns true when it
  /// is a violation.
  bool note(bool violation, const std::string& what, const query::MeshSpec<T>& spec, const Ray<T>& ray,
            const MeshCast<T>& a, const std::string& exact) {
    if (!violation) return false;
    ++out.violations;
    if (out.rays_to_first == 0) {
      out.rays_to_first = out.rays;
      out.seconds_to_first = std::chrono::duration<double>(Clock::now() - start).count();
    }
    if (out.rays_to_first_leak == 0 && what.rfind("leak", 0) == 0) {
      out.rays_to_first_leak = out.rays;
      out.seconds_to_first_leak = std::chrono::duration<double>(Clock::now() - start).count();
    }
    if (out.counterexamples.size() < options.keep) {
      out.counterexamples.push_back(what + "\n  " + query::declaration("mesh", spec) + "\n  " +
                                    query::declaration("ray", ray) + "\n  caster: " +
                                    answer_text(a, caster.occlusion) + "\n  exact:  " + exact);
    }
    return true;
  }

  /// True when the ray leaves the solid again within delta of its first
  /// hit: some triangle met on [t_hit, t_hit + delta] faces the ray the other
  /// way than the triangles at t_hit (facing sign s0). A tolerance, so a
  /// scan of the triangles whose boxes meet the segment's box; run only for
  /// a crossing the caster missed.
  static bool shallow(const TriangleMesh<T>& m, const Ray<T>& ray, const MeshHit<T>& first, int s0, double delta) {
    Ray<T> seg = ray;
    seg.tmin = first.t_lo;
    const double end = static_cast<double>(first.t_hi) + delta;
    seg.tmax = end < static_cast<double>(ray.tmax) ? static_cast<T>(end) : ray.tmax;
    if (seg.tmax < end && seg.tmax < ray.tmax) seg.tmax = std::nextafter(seg.tmax, ray.tmax);
    double lo[3], hi[3];
    for (int k = 0; k < 3; ++k) {
      const double o = static_cast<double>(get(ray.o, k)), d = static_cast<double>(get(ray.dir, k));
      const double a = o + static_cast<double>(seg.tmin) * d, b = o + static_cast<double>(seg.tmax) * d;
      const double pad = 1e-6 * (std::fabs(a) + std::fabs(b)) + 1e-300;
      lo[k] = std::min(a, b) - pad;
      hi[k] = std::max(a, b) + pad;
    }
    for (std::size_t i = 0; i < m.triangle_count; ++i) {
      const Triangle<T> tri = triangle_of(m, i);
      bool apart = false;
      for (int k = 0; k < 3 && !apart; ++k) {
        const double a = static_cast<double>(get(tri.p0, k)), b = static_cast<double>(get(tri.p1, k)),
                     c = static_cast<double>(get(tri.p2, k));
        apart = std::max({a, b, c}) < lo[k] || std::min({a, b, c}) > hi[k];
      }
      if (apart || !intersects(seg, tri)) continue;
      if (ray_triangle_facing(ray, tri) == -s0) return true;
    }
    return false;
  }

  /// True when the ray meets the triangle's plane at a grazing angle:
  /// |n . dir| <= 64 eps |n| |dir| (in double: a tolerance), where it runs
  /// along the face within the rounding of its vertices.
  static bool grazes(const Ray<T>& ray, const Triangle<T>& t) {
    const double eps = 64 * static_cast<double>(std::numeric_limits<T>::epsilon());
    const double d[3] = {static_cast<double>(ray.dir.x), static_cast<double>(ray.dir.y), static_cast<double>(ray.dir.z)};
    const double a[3] = {double(t.p1.x) - t.p0.x, double(t.p1.y) - t.p0.y, double(t.p1.z) - t.p0.z};
    const double b[3] = {double(t.p2.x) - t.p0.x, double(t.p2.y) - t.p0.y, double(t.p2.z) - t.p0.z};
    const double n[3] = {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    const double nn = std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    const double dn = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    return std::fabs(n[0] * d[0] + n[1] * d[1] + n[2] * d[2]) <= eps * nn * dn;
  }

  /// True when the ray grazes a triangle of the tie set.
  static bool grazing(const TriangleMesh<T>& m, const Ray<T>& ray, const MeshTies& ties) {
    for (std::uint32_t k = 0; k < ties.count; ++k) {
      if (grazes(ray, triangle_of(m, ties.tri[k]))) return true;
    }
    return false;
  }

  /// True when the first hit point lies within tol of a vertex or an edge of
  /// a tie triangle around which the triangles do not all face the ray as
  /// the tie set does (s0), or one of them is grazed: a silhouette feature,
  /// where to within the rounding the ray only touches. (Around a vertex or edge whose triangles
  /// all face it the same way, a miss stays a leak: that is the edge a
  /// non-watertight test lets a ray slip through.) A scan of the mesh's
  /// triangles, run only for a crossing the caster missed or skipped.
  static bool near_silhouette(const TriangleMesh<T>& m, const Ray<T>& ray, const MeshHit<T>& truth,
                              const MeshTies& ties, int s0, double tol) {
    const double t = static_cast<double>(truth.t_lo);
    const double p[3] = {double(ray.o.x) + t * ray.dir.x, double(ray.o.y) + t * ray.dir.y,
                         double(ray.o.z) + t * ray.dir.z};
    auto vertex = [&](std::uint32_t v) {
      const T* x = m.vertices + 3 * std::size_t{v};
      return std::array<double, 3>{double(x[0]), double(x[1]), double(x[2])};
    };
    auto dist2_point = [&](const std::array<double, 3>& a) {
      double s = 0;
      for (int k = 0; k < 3; ++k) s += (p[k] - a[k]) * (p[k] - a[k]);
      return s;
    };
    auto dist2_segment = [&](const std::array<double, 3>& a, const std::array<double, 3>& b) {
      double ab2 = 0, ap_ab = 0;
      for (int k = 0; k < 3; ++k) {
        ab2 += (b[k] - a[k]) * (b[k] - a[k]);
        ap_ab += (p[k] - a[k]) * (b[k] - a[k]);
      }
      const double u = ab2 > 0 ? std::min(1.0, std::max(0.0, ap_ab / ab2)) : 0.0;
      double s = 0;
      for (int k = 0; k < 3; ++k) {
        const double q = a[k] + u * (b[k] - a[k]) - p[k];
        s += q * q;
      }
      return s;
    };
    // All triangles holding vertex v (and w, when w != v) face the ray as s0.
    auto consistent = [&](std::uint32_t v, std::uint32_t w) {
      for (std::size_t i = 0; i < m.triangle_count; ++i) {
        const std::uint32_t* idx = m.indices + 3 * i;
        const bool has_v = idx[0] == v || idx[1] == v || idx[2] == v;
        const bool has_w = idx[0] == w || idx[1] == w || idx[2] == w;
        if (!has_v || !has_w) continue;
        const Triangle<T> tri = triangle_of(m, i);
        if (ray_triangle_facing(ray, tri) != s0 || grazes(ray, tri)) return false;
      }
      return true;
    };
    const double tol2 = tol * tol;
    for (std::uint32_t k = 0; k < ties.count; ++k) {
      const std::uint32_t* idx = m.indices + 3 * std::size_t{ties.tri[k]};
      for (int j = 0; j < 3; ++j) {
        const std::uint32_t a = idx[j], b = idx[(j + 1) % 3];
        if (dist2_point(vertex(a)) <= tol2 && !consistent(a, a)) return true;
        if (dist2_segment(vertex(a), vertex(b)) <= tol2 && !consistent(a, b)) return true;
      }
    }
    return false;
  }

  /// True when p lies within r of the triangle (the core's certified squared
  /// distance, its lower end: a tolerance).
  static bool near_triangle(const Vec3<T>& p, const Triangle<T>& tri, double r) {
    const ClosestPoint<T> c = point_triangle_closest(p, tri);
    return c.valid && static_cast<double>(c.d2.lo) <= r * r;
  }

  /// The number contract's verdict on x as the first hit parameter.
  exact::NumberVerdict t_verdict(const Ray<T>& ray, const TriangleMesh<T>& m, std::uint32_t tri, T x,
                                 double scale_t) const {
    const exact::TriangleFirstHit first = exact::ray_triangle_hit(ray, triangle_of(m, tri));
    const double tmax = ray.tmax <= std::numeric_limits<T>::max() ? static_cast<double>(ray.tmax) : HUGE_VAL;
    const exact::ExactNumbers value =
        exact::one_exact_value(exact::ExactNumber::rational(first.t), static_cast<double>(ray.tmin), tmax);
    static const char* const kNames[] = {"t"};
    return exact::judge_numbers<T>(value, &x, &x, 1, kNames, caster.t_contract, scale_t);
  }

  /// Judges one answer; returns true for a violation.
  bool judge(const query::MeshSpec<T>& spec, const query::BuiltMesh<T>& built, double extent, const Ray<T>& ray,
             const MeshCast<T>& a) {
    const MeshBvh<T>& bvh = built.bvh;
    const TriangleMesh<T> m = bvh.mesh;
    MeshTies ties;
    const MeshHit<T> truth = ray_mesh_closest_ties(bvh, ray, &ties);
    const bool hit = intersecting(truth.relation);
    bool crossing = false;
    std::string exact = "miss";
    if (hit) {
      ++out.truth_hits;
      const bool at_end = truth.t_lo == truth.t_hi && (truth.t_lo == ray.tmin || truth.t_lo == ray.tmax);
      if (!at_end && ties.complete && ties.count > 0) {
        const int s0 = ray_triangle_facing(ray, triangle_of(m, ties.tri[0]));
        crossing = s0 != 0;
        for (std::uint32_t k = 1; k < ties.count && crossing; ++k) {
          crossing = ray_triangle_facing(ray, triangle_of(m, ties.tri[k])) == s0;
        }
      }
      out.crossings += crossing;
      std::vector<std::uint32_t> sorted(ties.tri, ties.tri + ties.count);
      std::sort(sorted.begin(), sorted.end());
      exact = "hit at t in [" + query::literal(truth.t_lo) + ", " + query::literal(truth.t_hi) + "] on triangle";
      exact += sorted.size() > 1 ? "s" : "";
      for (const std::uint32_t t : sorted) exact += " " + std::to_string(t);
      exact += crossing ? " (crossing the surface)" : " (touching, not crossing)";
    }
    if (!hit && a.hit) {
      ++out.false_hits;
      return note(!watertight, "false hit: the ray misses the mesh", spec, ray, a, exact);
    }
    // Below a caster's resolution (watertight only): delta is 64 units in the
    // last place of T at the scene's scale, in units of t.
    double o_max = 0, d_max = 0;
    for (int k = 0; k < 3; ++k) {
      o_max = std::max(o_max, std::fabs(static_cast<double>(get(ray.o, k))));
      d_max = std::max(d_max, std::fabs(static_cast<double>(get(ray.dir, k))));
    }
    const double scale_t = d_max > 0 ? (o_max + extent) / d_max : 1.0;
    const double delta = 64 * static_cast<double>(std::numeric_limits<T>::epsilon()) * scale_t;
    // A first hit on the origin's doorstep (t_hit - tmin <= delta): the
    // caster may skip it, as every ray tracer skips its own surface.
    const bool doorstep = hit && static_cast<double>(truth.t_lo) - static_cast<double>(ray.tmin) <= delta;
    // A crossing below the resolution (watertight): a caster may miss it.
    const auto unresolved = [&]() {
      const int s0 = ray_triangle_facing(ray, triangle_of(m, ties.tri[0]));
      return doorstep || grazing(m, ray, ties) || shallow(m, ray, truth, s0, delta) ||
             near_silhouette(m, ray, truth, ties, s0, 2 * delta * d_max);
    };
    if (hit && !a.hit) {
      if (crossing && watertight && unresolved()) {
        ++out.false_misses;  // permitted: the ray is inside the solid for less than delta, or starts at it
        return false;
      }
      if (crossing) {
        ++out.leaks;
        return note(true, "leak: the ray crosses the closed surface and the caster missed it", spec, ray, a, exact);
      }
      ++out.false_misses;
      return note(!watertight, "false miss: the ray touches the mesh", spec, ray, a, exact);
    }
    if (!hit || caster.occlusion) return false;
    if (watertight && doorstep) return false;  // any hit the caster reports past its own doorstep
    if (watertight && a.triangle < m.triangle_count && a.t >= ray.tmin) {
      // A real hit to within the rounding: its point o + t dir lies within
      // 2 delta |dir| of the reported triangle, and it skips no crossing (not
      // after a crossing first hit by more than delta). This is a hit an ulp
      // outside a silhouette, on the face an origin sits on, across an edge,
      // or anywhere along a contact that only touches.
      const double t = static_cast<double>(a.t);
      const bool skips = crossing && t > static_cast<double>(truth.t_hi) + delta && !unresolved();
      const Vec3<T> p{static_cast<T>(double(ray.o.x) + t * ray.dir.x), static_cast<T>(double(ray.o.y) + t * ray.dir.y),
                      static_cast<T>(double(ray.o.z) + t * ray.dir.z)};
      if (!skips && near_triangle(p, triangle_of(m, a.triangle), 2 * delta * d_max)) return false;
    }
    // Both hit: the triangle, then t.
    if (a.triangle >= m.triangle_count) {
      ++out.wrong_triangles;
      return note(true, "wrong triangle: the index is out of range", spec, ray, a, exact);
    }
    bool in_ties = std::find(ties.tri, ties.tri + ties.count, a.triangle) != ties.tri + ties.count;
    if (!in_ties && !ties.complete) {
      // Beyond the tie list's room: compare the parameters exactly.
      const exact::TriangleFirstHit mine = exact::ray_triangle_hit(ray, triangle_of(m, a.triangle));
      const exact::TriangleFirstHit best = exact::ray_triangle_hit(ray, triangle_of(m, truth.triangle));
      in_ties = mine.hit && mine.t == best.t;
    }
    if (!in_ties) {
      bool neighbour = false;
      for (std::uint32_t k = 0; k < ties.count && !neighbour; ++k) {
        neighbour = shares_vertex(m.indices + 3 * std::size_t{a.triangle}, m.indices + 3 * std::size_t{ties.tri[k]});
      }
      if (!neighbour && !ties.complete && watertight) {
        // A vertex of higher valence than the tie list holds: look for a
        // triangle at the hit point among those sharing a vertex with the answer.
        const exact::TriangleFirstHit best = exact::ray_triangle_hit(ray, triangle_of(m, truth.triangle));
        for (std::uint32_t i = 0; i < m.triangle_count && !neighbour; ++i) {
          if (!shares_vertex(m.indices + 3 * std::size_t{a.triangle}, m.indices + 3 * std::size_t{i})) continue;
          const exact::TriangleFirstHit other = exact::ray_triangle_hit(ray, triangle_of(m, i));
          neighbour = other.hit && other.t == best.t;
        }
      }
      if (!neighbour && watertight && caster.t_contract.kind != query::NumberKind::none) {
        // A triangle the ray does meet, at a parameter the number contract
        // cannot tell from t_hit (slivers and near-coincident faces).
        const RayHit<T> own = ray_triangle(ray, triangle_of(m, a.triangle));
        neighbour = intersecting(own.relation) && t_verdict(ray, m, truth.triangle, own.t_lo, scale_t).holds;
      }
      if (!(watertight && neighbour)) {
        ++out.wrong_triangles;
        return note(true, "wrong triangle: not one containing the first hit point", spec, ray, a, exact);
      }
    }
    // t: cheap when it is one end of the certified bracket (at most one
    // step from the correctly rounded value), else judged exactly.
    const query::NumberContract& nc = caster.t_contract;
    if (nc.kind == query::NumberKind::none) return false;
    if (a.t == truth.t_lo && a.t == truth.t_hi) return false;
    if (nc.kind == query::NumberKind::ulps && nc.tol >= 1 && (a.t == truth.t_lo || a.t == truth.t_hi)) return false;
    const exact::NumberVerdict v = t_verdict(ray, m, truth.triangle, a.t, scale_t);
    if (v.holds) return false;
    ++out.wrong_numbers;
    return note(true, "wrong t: " + v.why + " (exact " + v.exact + ")", spec, ray, a, exact);
  }
};

}  // namespace

template <class T>
MeshCheckResult check_ray_caster(const RayCaster<T>& caster, const MeshCheckOptions& options) {
  if (!caster.cast) throw std::invalid_argument("check_ray_caster: the caster '" + caster.name + "' has no cast");
  if (caster.contract.kind != query::ContractKind::exact && caster.contract.kind != query::ContractKind::watertight) {
    throw std::invalid_argument("check_ray_caster: a ray caster's contract is exact or watertight, not " +
                                query::to_string(caster.contract));
  }
  if (options.meshes == 0 || options.rays_per_mesh == 0 || options.max_triangles < 8) {
    throw std::invalid_argument("check_ray_caster: meshes and rays_per_mesh must be positive, max_triangles >= 8");
  }
  MeshCheckResult out;
  out.caster = caster.name;
  out.query = caster.occlusion ? "ray-mesh-any" : "ray-mesh";
  out.type = std::is_same_v<T, float> ? "f32" : "f64";
  out.contract = query::to_string(caster.contract) +
                 (caster.occlusion ? std::string(", occlusion") : ", t " + query::to_string(caster.t_contract));
  Checker<T> checker{caster, options, out, Clock::now(), caster.contract.kind == query::ContractKind::watertight};
  for (std::uint64_t i = 0; i < options.meshes; ++i) {
    gen::Prng src(options.seed * 0x9e3779b97f4a7c15ull + i);
    const query::MeshSpec<T> spec = draw_spec<T>(src, options.max_triangles);
    const std::shared_ptr<const query::BuiltMesh<T>> built = query::mesh_of(spec);
    const TriangleMesh<T> view = built->mesh.view();
    if (caster.prepare) caster.prepare(view);
    ++out.meshes;
    const gen::MeshTarget<T> target = gen::mesh_target(built->mesh);
    const double extent = scene_extent(target);
    for (std::uint64_t j = 0; j < options.rays_per_mesh; ++j) {
      const Ray<T> ray = gen::mesh_ray<T>(src, target, static_cast<int>(j % gen::kMeshAims));
      const MeshCast<T> a = caster.cast(ray, view);
      ++out.rays;
      if (checker.judge(spec, *built, extent, ray, a) && options.stop_at_first) {
        out.seconds = std::chrono::duration<double>(Clock::now() - checker.start).count();
        return out;
      }
    }
  }
  out.seconds = std::chrono::duration<double>(Clock::now() - checker.start).count();
  return out;
}

namespace mesh_detail {

/// A hierarchy over the mesh prepare() was given: the state a built-in
/// caster keeps between prepare() and its rays. Not in an unnamed namespace:
/// certified_caster's lambdas capture it, and they have external linkage.
template <class T>
struct PreparedBvh {
  std::vector<BvhNode<T>> nodes;
  std::vector<std::uint32_t> order;
  MeshBvh<T> bvh;
  void build(const TriangleMesh<T>& m) {
    nodes.resize(bvh_node_capacity(m.triangle_count));
    order.resize(m.triangle_count);
    bvh = gv::build_bvh(m, nodes.data(), order.data());
  }
};

}  // namespace mesh_detail

using mesh_detail::PreparedBvh;

namespace {

RayCaster<float> textbook_caster() {
  auto st = std::make_shared<PreparedBvh<float>>();
  RayCaster<float> c;
  c.name = "zoo.williams05+moller-trumbore97 BVH";
  c.contract = query::Contract::watertight();
  c.t_contract = query::NumberContract::absolute(1e-5);
  c.prepare = [st](const TriangleMesh<float>& m) { st->build(m); };
  c.cast = [st](const Ray<float>& r, const TriangleMesh<float>&) {
    const specimens::TextbookCast h = specimens::textbook_bvh_cast(st->bvh, r, false);
    return MeshCast<float>{h.hit, h.triangle, h.t};
  };
  return c;
}

}  // namespace

template <class T>
RayCaster<T> certified_caster(bool occlusion) {
  auto st = std::make_shared<PreparedBvh<T>>();
  RayCaster<T> c;
  c.name = occlusion ? "core gv::ray_mesh_any" : "core gv::ray_mesh_closest";
  c.occlusion = occlusion;
  c.t_contract = query::NumberContract::ulps(1);
  c.prepare = [st](const TriangleMesh<T>& m) { st->build(m); };
  c.cast = [st, occlusion](const Ray<T>& r, const TriangleMesh<T>&) {
    MeshCast<T> a;
    if (occlusion) {
      a.hit = intersecting(ray_mesh_any(st->bvh, r));
      return a;
    }
    const MeshHit<T> h = ray_mesh_closest(st->bvh, r);
    a.hit = intersecting(h.relation);
    a.triangle = h.triangle;
    a.t = h.t_lo;
    return a;
  };
  return c;
}

template RayCaster<float> certified_caster<float>(bool);
template RayCaster<double> certified_caster<double>(bool);

BuiltinMeshCheck check_builtin_casters(const MeshCheckOptions& options) {
  BuiltinMeshCheck out;
  auto holds = [&](MeshCheckResult r) {
    out.met.push_back(r.holds());
    out.expected.push_back("holds");
    out.results.push_back(std::move(r));
  };
  for (const bool occlusion : {false, true}) {
    holds(check_ray_caster(certified_caster<float>(occlusion), options));
    holds(check_ray_caster(certified_caster<double>(occlusion), options));
  }
  MeshCheckResult textbook = check_ray_caster(textbook_caster(), options);
  out.met.push_back(textbook.leaks > 0);
  out.expected.push_back("leaks found");
  out.results.push_back(std::move(textbook));
  out.passed = std::find(out.met.begin(), out.met.end(), false) == out.met.end();
  return out;
}

std::string to_text(const BuiltinMeshCheck& check) {
  std::string s;
  for (std::size_t i = 0; i < check.results.size(); ++i) {
    s += to_text(check.results[i]);
    s += "  expected: " + check.expected[i] + (check.met[i] ? " (met)\n\n" : " -- NOT MET\n\n");
  }
  s += std::string("result: ") + (check.passed ? "PASS" : "FAIL") + "\n";
  return s;
}

template <class T>
CastVerdict judge_cast(const RayCaster<T>& caster, const query::MeshSpec<T>& mesh, const Ray<T>& ray,
                       const MeshCast<T>& answer) {
  MeshCheckOptions options;
  options.keep = 1;
  MeshCheckResult result;
  Checker<T> checker{caster, options, result, Clock::now(), caster.contract.kind == query::ContractKind::watertight};
  const std::shared_ptr<const query::BuiltMesh<T>> built = query::mesh_of(mesh);
  // The scene's extent takes a pass over the vertices: kept for the mesh last
  // judged on this thread, so that replaying many rays on one mesh costs the
  // judging alone (the pointer held keeps the mesh, and so its address, alive).
  thread_local std::shared_ptr<const query::BuiltMesh<T>> last;
  thread_local double last_extent = 0;
  if (built != last) {
    last_extent = scene_extent(gen::mesh_target(built->mesh));
    last = built;
  }
  const double extent = last_extent;
  CastVerdict v;
  v.violation = checker.judge(mesh, *built, extent, ray, answer);
  v.crossing = result.crossings > 0;
  if (!result.counterexamples.empty()) v.what = result.counterexamples.front().substr(0, result.counterexamples.front().find('\n'));
  return v;
}

template CastVerdict judge_cast<float>(const RayCaster<float>&, const query::MeshSpec<float>&, const Ray<float>&,
                                       const MeshCast<float>&);
template CastVerdict judge_cast<double>(const RayCaster<double>&, const query::MeshSpec<double>&, const Ray<double>&,
                                        const MeshCast<double>&);

template MeshCheckResult check_ray_caster<float>(const RayCaster<float>&, const MeshCheckOptions&);
template MeshCheckResult check_ray_caster<double>(const RayCaster<double>&, const MeshCheckOptions&);

std::string to_text(const MeshCheckResult& r) {
  char line[512];
  std::string s;
  std::snprintf(line, sizeof line, "%s/%s %s [%s]: %s\n", r.query.c_str(), r.type.c_str(), r.caster.c_str(),
                r.contract.c_str(), r.holds() ? "HOLDS" : "VIOLATED");
  s += line;
  std::snprintf(line, sizeof line,
                "  %llu meshes, %llu rays: %llu hit their mesh, %llu cross its surface\n"
                "  leaks %llu, false hits %llu, false misses %llu, wrong triangles %llu, wrong t %llu; "
                "violations %llu\n",
                static_cast<unsigned long long>(r.meshes), static_cast<unsigned long long>(r.rays),
                static_cast<unsigned long long>(r.truth_hits), static_cast<unsigned long long>(r.crossings),
                static_cast<unsigned long long>(r.leaks), static_cast<unsigned long long>(r.false_hits),
                static_cast<unsigned long long>(r.false_misses), static_cast<unsigned long long>(r.wrong_triangles),
                static_cast<unsigned long long>(r.wrong_numbers), static_cast<unsigned long long>(r.violations));
  s += line;
  if (r.rays_to_first > 0) {
    std::snprintf(line, sizeof line, "  first violation at ray %llu, %.3f s in\n",
                  static_cast<unsigned long long>(r.rays_to_first), r.seconds_to_first);
    s += line;
  }
  if (r.rays_to_first_leak > 0) {
    std::snprintf(line, sizeof line, "  first leak at ray %llu, %.3f s in\n",
                  static_cast<unsigned long long>(r.rays_to_first_leak), r.seconds_to_first_leak);
    s += line;
  }
  for (const std::string& c : r.counterexamples) s += c + "\n";
  return s;
}

}  // namespace campaign
}  // namespace gv
