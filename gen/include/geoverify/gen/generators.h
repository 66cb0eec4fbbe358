// SPDX-License-Identifier: MIT
// geoverify generators: every query's Generator<C> (see the per-query headers,
// geoverify/gen/<query>.h, which the generated geoverify/gen/registered.h
// includes in registry order).
//
// Generator<C>::kClasses names the degeneracy classes of case type C, and
// Generator<C>::make(src, k) draws a valid case of class k from a randomness
// source (source.h). A generator may also build closed meshes (HasMeshes).
#ifndef GEOVERIFY_GEN_GENERATORS_H
#define GEOVERIFY_GEN_GENERATORS_H

#include <type_traits>

#include "geoverify/gen/registered.h"

namespace gv {
namespace gen {

/// True for case types whose generator also builds closed meshes
/// (Generator<C>::is_mesh_class(k) and make_mesh(src, k); gen/ray_triangle.h).
template <class C, class = void>
struct HasMeshes : std::false_type {};
template <class C>
struct HasMeshes<C, std::void_t<decltype(Generator<C>::is_mesh_class(0))>> : std::true_type {};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_GENERATORS_H
