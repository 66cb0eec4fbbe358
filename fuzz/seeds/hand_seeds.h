// SPDX-License-Identifier: MIT
// geoverify fuzz: HandSeeds<C>, the hand-written seed inputs of case type C
// (one specialisation per query, in fuzz/seeds/<query>.h) and the seed of
// its generator-mode inputs; make_seed_corpus.cpp writes them.
#ifndef GEOVERIFY_FUZZ_SEEDS_HAND_SEEDS_H
#define GEOVERIFY_FUZZ_SEEDS_HAND_SEEDS_H

#include "geoverify/core/shapes.h"

namespace gv {
namespace fuzz {
namespace seeds {

/// static constexpr std::uint64_t kSeed; static std::vector<std::pair<std::string, C>> cases();
template <class C>
struct HandSeeds;

/// The axis-aligned parallelepiped of extents e at the origin (the OBB seeds').
template <class T>
inline Obb<T> unit_obb(T e) {
  return {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {e, e, e}};
}

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_HAND_SEEDS_H
