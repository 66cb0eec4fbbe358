// SPDX-License-Identifier: MIT
// geoverify core, internal: the grid stage -- an exact stage in plain double
// arithmetic for inputs on a coarse binary grid, tried before the integer
// stage (bigfloat.h).
//
// Why. The inputs that reach an exact stage are mostly exact contacts, and
// these are mostly built on small grids: integer coordinates, halves,
// quarters, one-ulp steps of small numbers. There every intermediate of the
// exact polynomials is a small multiple of a power of two, and double
// arithmetic computes it without rounding. The grid stage proves that, step
// by step, and so answers exactly at a few nanoseconds per operation instead
// of the integer stage's tens.
//
// GridFloat<N> holds a double v together with a certificate: v is an integer
// multiple of 2^lo and |v| < 2^hi (a zero has lo = +kGridNone, hi =
// -kGridNone). It mirrors BigFloat's interface -- big_set, big_add, big_mul,
// big_copy, big_sign, big_zero, big_negate -- so that an exact stage written
// once over a number template (poly_exact.h) runs on either; N is the
// BigFloat capacity the code names and is ignored here.
//
// Certificate (derivation in docs/error-bounds.md, "The grid stage").
//   A double is an integer multiple k 2^lo of 2^lo with |k| < 2^53, for any
//   lo >= -1074; conversely, every x = k 2^lo with |k| < 2^53, lo >= -1074
//   and |x| < 2^1024 is a double. So a result r of an operation on doubles is
//   exact -- the rounded result equals r -- whenever r is proven to be a
//   multiple of 2^L with |r| < 2^H, H - L <= 53, L >= -1074, H <= 1024:
//     a +- b: L = min(lo_a, lo_b), H = max(hi_a, hi_b) + 1;
//     a * b:  L = lo_a + lo_b,     H = hi_a + hi_b.
//   The operation is performed only after its (L, H) passes; otherwise the
//   result is set to zero and the operation returns false, which the exact
//   stage reports as ok == false: the caller then runs the integer stage on
//   the same input. A passed operation is exact, so a sum's own lo and hi
//   are read from its bits (tighter after cancellation); a product keeps
//   (L, H), whose L is exactly its lowest set bit. No operation
//   overflows, underflows or rounds: the grid stage raises no floating-point
//   flag, and FMA contraction or the rounding mode cannot change its values.
#ifndef GEOVERIFY_CORE_DETAIL_GRID_FLOAT_H
#define GEOVERIFY_CORE_DETAIL_GRID_FLOAT_H

#include <cstdint>
#include <cstring>

#include "geoverify/core/detail/bigfloat.h"

namespace gv {
namespace detail {

/// The certificate of zero: a multiple of every power of two below every
/// bound. Large enough that no sum of a few such exponents meets a real
/// one, small enough that products of degree 8 do not overflow an int.
constexpr int kGridNone = 1 << 24;
/// Bits of a double's significand, and its exponent range (see the file comment).
constexpr int kGridBits = 53;
constexpr int kGridLo = -1074;
constexpr int kGridHi = 1024;

template <int N>
struct GridFloat {
  double v = 0.0;
  int lo = kGridNone;
  int hi = -kGridNone;
};

/// Position of the lowest set bit of m != 0, by a de Bruijn sequence
/// (portable, no compiler builtin): the isolated bit times kGridDeBruijn has
/// a distinct top six bits for each of the 64 positions (checked below).
constexpr std::uint64_t kGridDeBruijn = 0x03f79d71b4cb0a89ull;
struct GridBitIndex {
  int at[64];
};
constexpr GridBitIndex grid_bit_index() noexcept {
  GridBitIndex t{};
  for (int i = 0; i < 64; ++i) t.at[((std::uint64_t{1} << i) * kGridDeBruijn) >> 58] = i;
  return t;
}
constexpr bool grid_bit_index_is_complete() noexcept {
  const GridBitIndex t = grid_bit_index();
  for (int i = 0; i < 64; ++i) {
    if (t.at[((std::uint64_t{1} << i) * kGridDeBruijn) >> 58] != i) return false;
  }
  return true;
}
static_assert(grid_bit_index_is_complete(), "kGridDeBruijn must give 64 distinct indices");
constexpr GridBitIndex kGridBitIndex = grid_bit_index();

inline int grid_lowest_bit(std::uint64_t m) noexcept {
  return kGridBitIndex.at[((m & (~m + 1)) * kGridDeBruijn) >> 58];
}

/// The certificate of a finite double: x = m 2^e (m < 2^53) with m's lowest
/// set bit at position z gives lo = e + z and hi = e + 53; a subnormal x is
/// below 2^-1022, its hi.
template <int N>
inline void big_set(GridFloat<N>& a, double x) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  const int biased = static_cast<int>((bits >> 52) & 0x7ffu);
  std::uint64_t m = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased != 0) m |= std::uint64_t{1} << 52;
  if (m == 0) {
    a.v = 0.0;
    a.lo = kGridNone;
    a.hi = -kGridNone;
    return;
  }
  const int e = biased == 0 ? kGridLo : biased - 1075;
  a.v = x;
  a.lo = e + grid_lowest_bit(m);
  a.hi = biased == 0 ? kGridLo + 52 : e + kGridBits;
}

/// True iff a result proven a multiple of 2^lo below 2^hi is a double.
inline bool grid_fits(int lo, int hi) noexcept {
  return (hi - lo <= kGridBits) & (lo >= kGridLo) & (hi <= kGridHi);
}

template <int N>
inline int big_sign(const GridFloat<N>& a) noexcept {
  return a.v > 0.0 ? 1 : (a.v < 0.0 ? -1 : 0);
}

template <int N>
inline void big_zero(GridFloat<N>& a) noexcept {
  a = GridFloat<N>{};
}

template <int N>
inline void big_negate(GridFloat<N>& a) noexcept {
  a.v = -a.v;
}

template <int N, int A>
inline bool big_copy(GridFloat<N>& dst, const GridFloat<A>& src) noexcept {
  dst.v = src.v;
  dst.lo = src.lo;
  dst.hi = src.hi;
  return true;
}

/// r = a * b, exact when it returns true; r = 0 otherwise.
template <int N, int A, int B>
inline bool big_mul(GridFloat<N>& r, const GridFloat<A>& a, const GridFloat<B>& b) noexcept {
  const int lo = a.lo + b.lo, hi = a.hi + b.hi;
  if (a.v == 0.0 || b.v == 0.0) {
    big_zero(r);
    return true;
  }
  if (!grid_fits(lo, hi)) {
    big_zero(r);
    return false;
  }
  // The lowest set bit of a product of integers is the sum of theirs, and
  // |a b| < 2^(hi_a + hi_b): the certificate needs no update.
  r.v = a.v * b.v;
  r.lo = lo;
  r.hi = hi;
  return true;
}

/// r = a * a (big_mul's certificate).
template <int N, int A>
inline bool big_square(GridFloat<N>& r, const GridFloat<A>& a) noexcept {
  return big_mul(r, a, a);
}

/// r = a + (negate_b ? -b : b), exact when it returns true; r = 0 otherwise.
template <int N, int A, int B>
inline bool big_add(GridFloat<N>& r, const GridFloat<A>& a, const GridFloat<B>& b, bool negate_b = false) noexcept {
  if (b.v == 0.0) return big_copy(r, a);
  if (a.v == 0.0) {
    big_copy(r, b);
    if (negate_b) r.v = -r.v;
    return true;
  }
  const int lo = a.lo < b.lo ? a.lo : b.lo;
  const int hi = (a.hi > b.hi ? a.hi : b.hi) + 1;
  if (!grid_fits(lo, hi)) {
    big_zero(r);
    return false;
  }
  big_set(r, negate_b ? a.v - b.v : a.v + b.v);  // exact: read its own certificate
  return true;
}

/// Names the numbers an exact stage runs on: NumTag<GridFloat> for the grid
/// stage, NumTag<BigFloat> for the integer stage (bigfloat.h). An exact
/// stage written once over its numbers takes one as its last argument.
template <template <int> class Num>
struct NumTag {};

/// The exact stages in turn: stage(NumTag<GridFloat>{}, grid_ok), and when
/// the grid stage could not prove every step exact, stage(NumTag<BigFloat>{},
/// ok). stage returns the exact answer (a sign, a relation) and sets its
/// flag false only when its numbers cannot hold a step; the integer stage's
/// capacities are derived so that it never does, and ok reports it.
template <class Stage>
inline auto grid_then_integer(Stage&& stage, bool& ok) noexcept {
  bool grid_ok = true;
  const auto r = stage(NumTag<GridFloat>{}, grid_ok);
  if (grid_ok) return r;
  return stage(NumTag<BigFloat>{}, ok);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_GRID_FLOAT_H
