// SPDX-License-Identifier: MIT
// geoverify generators: every query's Generator<C> (see the per-query headers,
// geoverify/gen/<query>.h, which the generated geoverify/gen/registered.h
// includes in registry order).
//
// Generator<C>::kClasses names the degeneracy classes of case type C, and
// Generator<C>::make(src, k) draws a valid case of class k from a randomness
// source (source.h). A generator may also build closed meshes (HasMeshes).
//
// Linked with geoverify::gen (which defines GEOVERIFY_GEN_COMPILED), a
// translation unit does not compile make for Prng and AnySource (source.h):
// the library holds those instances, one source per query (out_of_line.h).
// Draw from another source through AnySource to use them.
#ifndef GEOVERIFY_GEN_GENERATORS_H
#define GEOVERIFY_GEN_GENERATORS_H

#include <type_traits>

#include "geoverify/gen/registered.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/registry.h"

namespace gv {
namespace gen {

/// True for case types whose generator also builds closed meshes
/// (Generator<C>::is_mesh_class(k) and make_mesh(src, k); gen/ray_triangle.h).
template <class C, class = void>
struct HasMeshes : std::false_type {};
template <class C>
struct HasMeshes<C, std::void_t<decltype(Generator<C>::is_mesh_class(0))>> : std::true_type {};

#if defined(GEOVERIFY_GEN_COMPILED)
#define GEOVERIFY_GEN_EXTERN_MAKE(Name)                                                                      \
  extern template query::Name<float> OutOfLineMake<query::Name<float>>::make<Prng>(Prng&, std::size_t);        \
  extern template query::Name<double> OutOfLineMake<query::Name<double>>::make<Prng>(Prng&, std::size_t);      \
  extern template query::Name<float> OutOfLineMake<query::Name<float>>::make<AnySource>(AnySource&, std::size_t); \
  extern template query::Name<double> OutOfLineMake<query::Name<double>>::make<AnySource>(AnySource&, std::size_t);
GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_GEN_EXTERN_MAKE)
#undef GEOVERIFY_GEN_EXTERN_MAKE
#endif

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_GENERATORS_H
