// SPDX-License-Identifier: MIT
// The certified triangle-triangle core and its exact oracle against CGAL's
// exact-constructions kernel (Epeck) and its filtered predicates (Epick):
// do_intersect(Triangle_3, Triangle_3) on every generator class of
// gen/triangle_triangle.h, float and double. Built only when CMake finds CGAL
// (an optional peer, like the benchmark's cgal column). CGAL requires
// non-degenerate triangles, so cases with a collinear triangle are counted
// and skipped. Exits 1 on the first disagreement, printing the case.
//
//   geoverify_cgal_agreement [cases-per-class]     (default 2000)
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Intersections_3/Triangle_3_Triangle_3.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "geoverify/core.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"

namespace {

template <class K, class T>
typename K::Triangle_3 to_cgal(const gv::Triangle<T>& t) {
  auto p = [](const gv::Vec3<T>& v) {
    return typename K::Point_3(static_cast<double>(v.x), static_cast<double>(v.y), static_cast<double>(v.z));
  };
  return typename K::Triangle_3(p(t.p0), p(t.p1), p(t.p2));
}

template <class T>
bool run(int per_class, std::uint64_t seed) {
  using C = gv::query::TriangleTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  using Epeck = CGAL::Exact_predicates_exact_constructions_kernel;
  using Epick = CGAL::Exact_predicates_inexact_constructions_kernel;
  gv::gen::Prng rng(seed);
  long compared = 0, skipped = 0, hits = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      const auto ea = to_cgal<Epeck>(c.a), eb = to_cgal<Epeck>(c.b);
      if (ea.is_degenerate() || eb.is_degenerate()) {
        ++skipped;
        continue;
      }
      const bool core = gv::intersects(c.a, c.b);
      const bool oracle = gv::intersecting(gv::exact::oracle(c).relation);
      const bool epeck = CGAL::do_intersect(ea, eb);
      const bool epick = CGAL::do_intersect(to_cgal<Epick>(c.a), to_cgal<Epick>(c.b));
      if (core != oracle || core != epeck || core != epick) {
        std::printf("DISAGREEMENT (%s, class %s): core %d, oracle %d, CGAL Epeck %d, Epick %d\n%s\n",
                    std::is_same_v<T, float> ? "float" : "double", Gen::kClasses[cls], core, oracle, epeck, epick,
                    gv::query::declarations(c).c_str());
        return false;
      }
      ++compared;
      hits += core;
    }
  }
  std::printf("triangle-triangle/%s: %ld cases agree (core, oracle, CGAL Epeck, CGAL Epick; %ld intersecting), "
              "%ld with a degenerate triangle skipped (CGAL's precondition)\n",
              std::is_same_v<T, float> ? "f32" : "f64", compared, hits, skipped);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  int per_class = 2000;
  if (argc > 2 || (argc == 2 && (per_class = std::atoi(argv[1])) <= 0)) {
    std::fprintf(stderr, "geoverify_cgal_agreement: usage: geoverify_cgal_agreement [cases-per-class > 0]\n");
    return 2;
  }
  return run<float>(per_class, 0xc6a1) && run<double>(per_class, 0xc6a2) ? 0 : 1;
}
