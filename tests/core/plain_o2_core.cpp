// SPDX-License-Identifier: MIT
// Compiled with plain -O2 (tests/core/CMakeLists.txt), as most projects
// build: the core called the way GCC 12's vectoriser miscompiled, see
// native_build.h. -O3 and -march=native vectorise this loop differently and
// did not show the fold; -O2 did.
#include "native_build.h"

#include "geoverify/core.h"

namespace gv {
namespace test_support {

void native_capsules_from_doubles(const double* in, std::size_t n, Relation* out) {
  for (std::size_t i = 0; i < n; ++i) {
    const double* v = in + 14 * i;
    const Capsule<float> a{{static_cast<float>(v[0]), static_cast<float>(v[1]), static_cast<float>(v[2])},
                           {static_cast<float>(v[3]), static_cast<float>(v[4]), static_cast<float>(v[5])},
                           static_cast<float>(v[6])};
    const Capsule<float> b{{static_cast<float>(v[7]), static_cast<float>(v[8]), static_cast<float>(v[9])},
                           {static_cast<float>(v[10]), static_cast<float>(v[11]), static_cast<float>(v[12])},
                           static_cast<float>(v[13])};
    out[i] = relation(a, b);
  }
}

}  // namespace test_support
}  // namespace gv
