// SPDX-License-Identifier: MIT
// geoverify core: the answer every query gives, and per-stage counters.
//
// The relation of two closed sets A and B is defined through translations,
// which makes it meaningful for flat and degenerate shapes too:
//
//   disjoint     A and B have no common point.
//   touching     A and B intersect, but some arbitrarily small translation of
//                one of them makes them disjoint (contact on the boundary only:
//                tangent spheres, a plane through a box corner, a segment lying
//                on a face, a point on a plane).
//   overlapping  A and B intersect, and so does every sufficiently small
//                translation of them (the origin is interior to B - A).
//   invalid      an input is not valid (see shapes.h); no other answer is given.
//
// "Intersects" means touching or overlapping. A plane with n == 0 and d == 0 is
// all of space, so it overlaps every valid shape; with d != 0 it is empty.
#ifndef GEOVERIFY_CORE_RELATION_H
#define GEOVERIFY_CORE_RELATION_H

#include <cstdint>
#include <type_traits>

namespace gv {

/// Exact relation of two shapes; see the file comment for the definitions.
enum class Relation : unsigned char { disjoint = 0, touching = 1, overlapping = 2, invalid = 3 };

/// True for touching and overlapping; false for disjoint and invalid.
constexpr bool intersecting(Relation r) noexcept {
  return r == Relation::touching || r == Relation::overlapping;
}

/// Lower-case name of a relation: "disjoint", "touching", "overlapping", "invalid".
constexpr const char* to_string(Relation r) noexcept {
  switch (r) {
    case Relation::disjoint: return "disjoint";
    case Relation::touching: return "touching";
    case Relation::overlapping: return "overlapping";
    case Relation::invalid: return "invalid";
  }
  return "invalid";
}

/// Optional counters a caller passes to a core query to learn which stage
/// decided each call. Owned by the caller (the core keeps no global state);
/// not synchronised: use one per thread.
struct Stats {
  std::uint64_t filter = 0;   ///< calls decided by the floating-point filter
  std::uint64_t exact = 0;    ///< calls that needed the exact fallback
  std::uint64_t invalid = 0;  ///< calls rejected as invalid input
};

// --- argument order -----------------------------------------------------------
// Each query is written once, as relation(a, b, stats) in its own header, in
// its canonical order (plane before box, ray before triangle, ...). The other
// order, and intersects() in both orders, are the templates below, written
// once for every pair: relation(b, a) == relation(a, b) and intersects(a, b) ==
// intersects(b, a) == intersecting(relation(a, b)), with the same promises
// (exactness, noexcept, no heap, the same Stats accounting).

/// True when the core's pair is written relation(const B&, const A&, Stats*):
/// (A, B) is that pair in the other order. A query header with two different
/// shapes specialises it once, next to its relation():
///   template <class T> struct ReversedPair<Aabb<T>, Plane<T>> : std::true_type {};
template <class A, class B>
struct ReversedPair : std::false_type {};

/// relation(b, a) for a pair written relation(a, b): the same exact answer.
template <class B, class A, std::enable_if_t<ReversedPair<B, A>::value, int> = 0>
Relation relation(const B& b, const A& a, Stats* stats = nullptr) noexcept {
  return relation(a, b, stats);
}

/// Exact test for every pair the core knows, in either order: true iff the two
/// shapes share a point (touching or overlapping); false for disjoint and for
/// invalid input.
template <class A, class B>
auto intersects(const A& a, const B& b, Stats* stats = nullptr) noexcept -> decltype(relation(a, b, stats), true) {
  return intersecting(relation(a, b, stats));
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_RELATION_H
