// SPDX-License-Identifier: MIT
// geoverify generators: every query's Generator<C> (see the per-query headers).
//
// Generator<C>::kClasses names the degeneracy classes of case type C, and
// Generator<C>::make(src, k) draws a valid case of class k from a randomness
// source (source.h). A generator may also build closed meshes (HasMeshes).
#ifndef GEOVERIFY_GEN_GENERATORS_H
#define GEOVERIFY_GEN_GENERATORS_H

#include <type_traits>

#include "geoverify/gen/halfspace_aabb.h"
#include "geoverify/gen/halfspace_obb.h"
#include "geoverify/gen/obb.h"
#include "geoverify/gen/plane.h"
#include "geoverify/gen/plane_obb.h"
#include "geoverify/gen/ray.h"
#include "geoverify/gen/ray_triangle.h"
#include "geoverify/gen/segment_aabb.h"
#include "geoverify/gen/sphere_aabb.h"
#include "geoverify/gen/triangle.h"

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
