// SPDX-License-Identifier: MIT
// geoverify query: which queries the certified core answers, by case type.
//
// CoreBinding<C>::available is true where geoverify/core has a certified
// routine for case type C, and relation() calls it. Generic code (campaign,
// fuzzers, properties) uses this instead of naming each core function.
#ifndef GEOVERIFY_QUERY_CORE_BINDING_H
#define GEOVERIFY_QUERY_CORE_BINDING_H

#include "geoverify/core.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace query {

template <class C>
struct CoreBinding {
  static constexpr bool available = false;
  static Relation relation(const C&, Stats* = nullptr) noexcept { return Relation::invalid; }
};

template <class T>
struct CoreBinding<PlaneAabb<T>> {
  static constexpr bool available = true;
  static Relation relation(const PlaneAabb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.plane, c.box, st);
  }
};

template <class T>
struct CoreBinding<PlaneSphere<T>> {
  static constexpr bool available = true;
  static Relation relation(const PlaneSphere<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.plane, c.sphere, st);
  }
};

template <class T>
struct CoreBinding<RayAabb<T>> {
  static constexpr bool available = true;
  static Relation relation(const RayAabb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.ray, c.box, st);
  }
};

template <class T>
struct CoreBinding<AabbTriangle<T>> {
  static constexpr bool available = true;
  static Relation relation(const AabbTriangle<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.box, c.tri, st);
  }
};

template <class T>
struct CoreBinding<ObbSphere<T>> {
  static constexpr bool available = true;
  static Relation relation(const ObbSphere<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.obb, c.sphere, st);
  }
};

template <class T>
struct CoreBinding<ObbObb<T>> {
  static constexpr bool available = true;
  static Relation relation(const ObbObb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.a, c.b, st);
  }
};

template <class T>
struct CoreBinding<SphereAabb<T>> {
  static constexpr bool available = true;
  static Relation relation(const SphereAabb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.sphere, c.box, st);
  }
};

template <class T>
struct CoreBinding<HalfspaceAabb<T>> {
  static constexpr bool available = true;
  static Relation relation(const HalfspaceAabb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.halfspace, c.box, st);
  }
};

template <class T>
struct CoreBinding<PlaneObb<T>> {
  static constexpr bool available = true;
  static Relation relation(const PlaneObb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.plane, c.obb, st);
  }
};

template <class T>
struct CoreBinding<HalfspaceObb<T>> {
  static constexpr bool available = true;
  static Relation relation(const HalfspaceObb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.halfspace, c.obb, st);
  }
};

template <class T>
struct CoreBinding<RayTriangle<T>> {
  static constexpr bool available = true;
  static Relation relation(const RayTriangle<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.ray, c.tri, st);
  }
};

template <class T>
struct CoreBinding<SegmentAabb<T>> {
  static constexpr bool available = true;
  static Relation relation(const SegmentAabb<T>& c, Stats* st = nullptr) noexcept {
    return gv::relation(c.seg, c.box, st);
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CORE_BINDING_H
