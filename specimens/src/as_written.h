// SPDX-License-Identifier: MIT
// geoverify specimens, internal: evaluate the transcriptions as written.
//
// Included first by every specimen source. Every operation then rounds on its
// own, as the source reads: no a*b+c fused into an FMA under any -march (GCC
// contracts by default in C++ when the target has FMA, Clang within an
// expression). An explicit clang -ffp-contract=fast (or -ffast-math) still
// overrides the pragma; the specimens' hand cases assume it is not given.
#ifndef GEOVERIFY_SPECIMENS_SRC_AS_WRITTEN_H
#define GEOVERIFY_SPECIMENS_SRC_AS_WRITTEN_H

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

#endif  // GEOVERIFY_SPECIMENS_SRC_AS_WRITTEN_H
