// SPDX-License-Identifier: MIT
// Compiled by CTest with and without -ffast-math: includes the whole core and
// nothing else, with only core/include on the include path.
#include "geoverify/core.h"

int main() {
  const gv::Planef p{{0.f, 0.f, 1.f}, -1.f};
  const gv::Aabbf b{{0.f, 0.f, 0.f}, {1.f, 1.f, 1.f}};
  return gv::intersects(p, b) ? 0 : 1;
}
