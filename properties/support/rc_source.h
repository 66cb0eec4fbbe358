// SPDX-License-Identifier: MIT
// Properties support: the generators' randomness source, drawn through
// RapidCheck so that a failing case shrinks (every draw shrinks towards 0,
// i.e. towards the first choice: class 0, small grid values, no flips).
// rc::gen::inRange narrows its range with the test size; the draws are made
// at nominal size so that every class and value is as likely as in the
// campaign (the late generator classes would otherwise be rare).
#ifndef GEOVERIFY_PROPERTIES_RC_SOURCE_H
#define GEOVERIFY_PROPERTIES_RC_SOURCE_H

#include <rapidcheck.h>

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "geoverify/gen/generators.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace props {

struct RcSource {
  std::uint64_t draw(std::uint64_t n) {
    if (n <= 1) return 0;
    return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange<std::uint64_t>(0, n));
  }
};

/// A case of a random class, logged so that a failure shows it as C++.
template <class C>
C any_case() {
  using Gen = gen::Generator<C>;
  RcSource src;
  const auto cls = static_cast<std::size_t>(src.draw(Gen::kClasses.size()));
  const C c = Gen::make(src, cls);
  RC_LOG() << "class " << Gen::kClasses[cls] << "\n" << query::declarations(c) << "\n";
  return c;
}

/// A case from one of the given generator classes (drawn uniformly).
template <class C>
C case_of_classes(std::initializer_list<std::size_t> classes) {
  using Gen = gen::Generator<C>;
  RcSource src;
  const std::vector<std::size_t> v(classes);
  const std::size_t cls = v[static_cast<std::size_t>(src.draw(v.size()))];
  const C c = Gen::make(src, cls);
  RC_LOG() << "class " << Gen::kClasses[cls] << "\n" << query::declarations(c) << "\n";
  return c;
}

}  // namespace props
}  // namespace gv

#endif  // GEOVERIFY_PROPERTIES_RC_SOURCE_H
