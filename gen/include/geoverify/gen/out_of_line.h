// SPDX-License-Identifier: MIT
// The one public entry of every generator, Generator<C>::make(src, k),
// defined out of line so that it can be compiled once.
//
// Each query's generator (geoverify/gen/<query>.h) derives from
// OutOfLineMake<C> and writes its classes in an inline member template
// generate(src, k). OutOfLineMake<C>::make is not inline, so an explicit
// instantiation declaration suppresses it: generators.h declares make for
// every registered query with Prng and AnySource (source.h) extern when the
// translation unit links geoverify::gen (GEOVERIFY_GEN_COMPILED), and the
// library compiles those instances once (gen/src/instances.cpp.in, one source
// per query). The campaign, the tests, the properties (RapidCheck's source
// behind AnySource) and the fuzzers (the fuzz input behind AnySource) then
// compile no generator again.
#ifndef GEOVERIFY_GEN_OUT_OF_LINE_H
#define GEOVERIFY_GEN_OUT_OF_LINE_H

#include <cstddef>

namespace gv {
namespace gen {

template <class C>
struct Generator;

template <class C>
struct OutOfLineMake {
  /// A valid case of class cls (an index into Generator<C>::kClasses, which
  /// must be in range) drawn from the randomness source src (source.h).
  /// Deterministic in the values src returns.
  template <class Src>
  static C make(Src& src, std::size_t cls);
};

template <class C>
template <class Src>
C OutOfLineMake<C>::make(Src& src, std::size_t cls) {
  return Generator<C>::generate(src, cls);
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_OUT_OF_LINE_H
