// SPDX-License-Identifier: MIT
// Compiled with -O3 -march=native -ffp-contract=fast (tests/core/CMakeLists.txt):
// the core's answers for native_build_test.cpp, see native_build.h. This file
// includes the core and nothing that instantiates it otherwise, so the
// linker keeps these copies (the file comes first in the link).
#include "native_build.h"

#include "geoverify/core.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/query/registry.h"

namespace gv {
namespace test_support {

template <class C>
void native_relations(const C* cases, std::size_t n, Relation* out, Stats* st) {
  for (std::size_t i = 0; i < n; ++i) out[i] = query::CoreBinding<C>::relation(cases[i], st);
}

template <class T>
void native_entries(const query::RayAabb<T>* cases, std::size_t n, RayHit<T>* out) {
  for (std::size_t i = 0; i < n; ++i) out[i] = ray_aabb_entry(cases[i].ray, cases[i].box);
}

#define GV_NATIVE_RELATIONS(Q)                                                                            \
  template void native_relations<query::Q<float>>(const query::Q<float>*, std::size_t, Relation*, Stats*); \
  template void native_relations<query::Q<double>>(const query::Q<double>*, std::size_t, Relation*, Stats*);
GEOVERIFY_FOR_EACH_QUERY(GV_NATIVE_RELATIONS)
#undef GV_NATIVE_RELATIONS
template void native_entries<float>(const query::RayAabb<float>*, std::size_t, RayHit<float>*);
template void native_entries<double>(const query::RayAabb<double>*, std::size_t, RayHit<double>*);

}  // namespace test_support
}  // namespace gv
