// SPDX-License-Identifier: MIT
// geoverify generators for RapidCheck: the degeneracy-aware generators of
// every query as RapidCheck generators, so a user's own properties draw the
// same touching, grazing, near-parallel, flat, subnormal and huge cases the
// campaign does, and a failing case shrinks (every draw shrinks towards 0,
// i.e. towards the first choice: class 0, small grid values, no flips).
//
//   RC_GTEST_PROP(MyRoutine, AgreesWithTheOracle, ()) {
//     const auto c = *gv::gen::rc_case<gv::query::RayAabb<float>>();
//     RC_ASSERT(my_ray_box(c) == gv::intersecting(gv::exact::oracle(c).relation));
//   }
//
// Header-only; needs RapidCheck (librapidcheck-dev: find_package(rapidcheck))
// in the including target. Depends on the generators and query cases only.
// rc::gen::inRange narrows its range with the test size; the draws here are
// made at nominal size so that every class and value is as likely as in the
// campaign (the late generator classes would otherwise be rare).
#ifndef GEOVERIFY_GEN_RAPIDCHECK_H
#define GEOVERIFY_GEN_RAPIDCHECK_H

#include <rapidcheck.h>

#include <cstdint>
#include <initializer_list>
#include <ostream>
#include <string>
#include <vector>

#include "geoverify/gen/generators.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

/// The generators' randomness source (source.h), drawn through RapidCheck.
/// The helpers below pass it behind AnySource, whose generators the gen
/// library has compiled.
struct RcSource {
  std::uint64_t draw(std::uint64_t n) {
    if (n <= 1) return 0;
    return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange<std::uint64_t>(0, n));
  }
};

/// Inside a property: a case of a random generator class, logged so that a
/// failure shows it as C++ hex-float declarations.
template <class C>
C any_case() {
  using Gen = Generator<C>;
  RcSource rc;
  AnySource src(rc);
  const auto cls = static_cast<std::size_t>(src.draw(Gen::kClasses.size()));
  const C c = Gen::make(src, cls);
  RC_LOG() << "class " << Gen::kClasses[cls] << "\n" << query::declarations(c) << "\n";
  return c;
}

/// Inside a property: a case from one of the given generator classes (indices
/// into Generator<C>::kClasses, drawn uniformly; at least one).
template <class C>
C case_of_classes(const std::vector<std::size_t>& v) {
  using Gen = Generator<C>;
  RcSource rc;
  AnySource src(rc);
  const std::size_t cls = v[static_cast<std::size_t>(src.draw(v.size()))];
  const C c = Gen::make(src, cls);
  RC_LOG() << "class " << Gen::kClasses[cls] << "\n" << query::declarations(c) << "\n";
  return c;
}
template <class C>
C case_of_classes(std::initializer_list<std::size_t> classes) {
  return case_of_classes<C>(std::vector<std::size_t>(classes));
}

/// The indices of C's generator classes whose names contain any of the given
/// words (for properties that want, say, every "tangent" class whatever the
/// generator's order).
template <class C>
std::vector<std::size_t> classes_named(std::initializer_list<const char*> words) {
  std::vector<std::size_t> out;
  const auto& names = Generator<C>::kClasses;
  for (std::size_t k = 0; k < names.size(); ++k) {
    for (const char* w : words) {
      if (std::string(names[k]).find(w) != std::string::npos) {
        out.push_back(k);
        break;
      }
    }
  }
  return out;
}

/// A RapidCheck generator of cases of type C (every generator class). It logs
/// nothing while it generates: a failing property shows its case through
/// showValue() below, as C++ declarations.
template <class C>
rc::Gen<C> rc_case() {
  return rc::gen::exec([] {
    using Gen = Generator<C>;
    RcSource rc;
    AnySource src(rc);
    return Gen::make(src, static_cast<std::size_t>(src.draw(Gen::kClasses.size())));
  });
}

/// A RapidCheck generator of cases of type C from the given classes; logs
/// nothing, as rc_case().
template <class C>
rc::Gen<C> rc_case_of_classes(std::initializer_list<std::size_t> classes) {
  const std::vector<std::size_t> v(classes);
  return rc::gen::exec([v] {
    RcSource rc;
    AnySource src(rc);
    return Generator<C>::make(src, v[static_cast<std::size_t>(src.draw(v.size()))]);
  });
}

}  // namespace gen

namespace query {

/// How RapidCheck shows a case (a counterexample drawn by rc_case(), or any
/// case in a failing property's arguments): the C++ declarations that rebuild
/// it, with hex-float literals, instead of RapidCheck's placeholder for an
/// unknown type. Found by argument-dependent lookup for every case type of
/// the registry.
template <class C>
auto showValue(const C& c, std::ostream& os) -> decltype(c.tie(), C::kNames, void()) {
  os << "\n" << declarations(c);
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAPIDCHECK_H
