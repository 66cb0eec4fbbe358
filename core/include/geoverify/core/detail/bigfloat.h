// SPDX-License-Identifier: MIT
// geoverify core, internal: exact binary numbers for the fallback stage.
//
// BigFloat<N> holds   (neg ? -1 : +1) * sum_{i < n} w[i] * 2^(32 * (e + i))
// with at most N 32-bit limbs, on the stack. Every float or double converts to
// it exactly, and sums and products of such numbers are exact as long as the
// result fits in N limbs. Only integer instructions are used, so the exact
// stage raises no floating-point exception and is unaffected by FMA
// contraction or the rounding mode.
//
// Capacity. A double is m * 2^x with m < 2^53 and -1074 <= x <= 971, so it
// occupies at most 3 limbs with limb exponent in [-34, 30]; a float occupies at
// most 2 limbs with limb exponent in [-5, 3]. A caller sizes N for the widest
// intermediate of its own expression (each predicate states its derivation);
// the operations below never write past N limbs, and report overflow by
// returning false, which a correctly sized caller never sees (the tests drive
// every predicate with the extreme exponents).
//
// Invariant: n == 0 is zero (neg == false, e == 0); otherwise w[0] != 0 and
// w[n - 1] != 0, so the representation of a value is unique.
#ifndef GEOVERIFY_CORE_DETAIL_BIGFLOAT_H
#define GEOVERIFY_CORE_DETAIL_BIGFLOAT_H

#include <cstdint>
#include <cstring>

namespace gv {
namespace detail {

template <int N>
struct BigFloat {
  static_assert(N >= 4, "BigFloat needs room for a converted double");
  std::uint32_t w[N];  // limbs [0, n) are meaningful; every operation writes them first
  int n = 0;
  int e = 0;
  bool neg = false;
};

/// -1, 0 or +1.
template <int N>
inline int big_sign(const BigFloat<N>& a) noexcept {
  return a.n == 0 ? 0 : (a.neg ? -1 : 1);
}

/// a = 0.
template <int N>
inline void big_zero(BigFloat<N>& a) noexcept {
  a.n = 0;
  a.e = 0;
  a.neg = false;
}

/// a = -a.
template <int N>
inline void big_negate(BigFloat<N>& a) noexcept {
  if (a.n != 0) a.neg = !a.neg;
}

/// dst = src. Returns false if src does not fit in N limbs.
template <int N, int A>
inline bool big_copy(BigFloat<N>& dst, const BigFloat<A>& src) noexcept {
  if (src.n > N) return false;
  for (int i = 0; i < src.n; ++i) dst.w[i] = src.w[i];
  dst.n = src.n;
  dst.e = src.e;
  dst.neg = src.neg;
  return true;
}

/// Strips zero limbs at both ends; restores the invariant.
template <int N>
inline void big_normalize(BigFloat<N>& a) noexcept {
  while (a.n > 0 && a.w[a.n - 1] == 0) --a.n;
  if (a.n == 0) {
    a.e = 0;
    a.neg = false;
    return;
  }
  int lead = 0;
  while (a.w[lead] == 0) ++lead;
  if (lead > 0) {
    for (int i = lead; i < a.n; ++i) a.w[i - lead] = a.w[i];
    a.n -= lead;
    a.e += lead;
  }
}

/// a = x exactly. x must be finite (the callers have checked).
template <int N>
inline void big_set(BigFloat<N>& a, double x) noexcept {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  const bool neg = (bits >> 63) != 0;
  const int biased = static_cast<int>((bits >> 52) & 0x7ffu);
  std::uint64_t m = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased == 0 && m == 0) {
    a.n = 0;
    a.e = 0;
    a.neg = false;
    return;
  }
  int x2;  // x = m * 2^x2
  if (biased == 0) {
    x2 = -1074;
  } else {
    m |= std::uint64_t{1} << 52;
    x2 = biased - 1075;
  }
  // x2 = 32 q + s with 0 <= s < 32 (floor division).
  const int q = x2 >= 0 ? x2 / 32 : -((-x2 + 31) / 32);
  const int s = x2 - 32 * q;
  // m * 2^s < 2^85: three limbs, computed without a 128-bit type.
  const std::uint64_t lo = (m & 0xffffffffu) << s;  // < 2^63
  const std::uint64_t hi = (m >> 32) << s;          // < 2^52
  const std::uint64_t mid = hi + (lo >> 32);
  a.w[0] = static_cast<std::uint32_t>(lo);
  a.w[1] = static_cast<std::uint32_t>(mid);
  a.w[2] = static_cast<std::uint32_t>(mid >> 32);
  a.w[3] = 0;  // never read (n <= 3); written so compilers can see no limb is used uninitialised
  a.n = 3;
  a.e = q;
  a.neg = neg;
  big_normalize(a);
}

/// r = a * b. r must not alias a or b. Returns false if N is too small.
template <int N, int A, int B>
inline bool big_mul(BigFloat<N>& r, const BigFloat<A>& a, const BigFloat<B>& b) noexcept {
  if (a.n == 0 || b.n == 0) {
    r.n = 0;
    r.e = 0;
    r.neg = false;
    return true;
  }
  const int n = a.n + b.n;
  if (n > N) return false;
  for (int i = 0; i < n; ++i) r.w[i] = 0;
  for (int i = 0; i < a.n; ++i) {
    std::uint64_t carry = 0;
    const std::uint64_t ai = a.w[i];
    for (int j = 0; j < b.n; ++j) {
      // (2^32-1)^2 + 2 (2^32-1) = 2^64 - 1: no overflow.
      const std::uint64_t t = ai * b.w[j] + r.w[i + j] + carry;
      r.w[i + j] = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    r.w[i + b.n] = static_cast<std::uint32_t>(carry);
  }
  r.n = n;
  r.e = a.e + b.e;
  r.neg = a.neg != b.neg;
  big_normalize(r);
  return true;
}

/// Limb k of x in a frame whose limb 0 has exponent base.
template <int A>
inline std::uint32_t big_limb_at(const BigFloat<A>& x, int base, int k) noexcept {
  const int i = k - (x.e - base);
  return (i >= 0 && i < x.n) ? x.w[i] : 0u;
}

/// r = a + (negate_b ? -b : b). r must not alias a or b. Returns false if N is too small.
template <int N, int A, int B>
inline bool big_add(BigFloat<N>& r, const BigFloat<A>& a, const BigFloat<B>& b,
                    bool negate_b = false) noexcept {
  const bool bneg = (b.n != 0) && (b.neg != negate_b);
  if (b.n == 0 || a.n == 0) {
    const bool use_b = a.n == 0;
    const int n = use_b ? b.n : a.n;
    if (n > N) return false;
    for (int i = 0; i < n; ++i) r.w[i] = use_b ? b.w[i] : a.w[i];
    r.n = n;
    r.e = use_b ? b.e : a.e;
    r.neg = use_b ? bneg : a.neg;
    if (n == 0) {
      r.e = 0;
      r.neg = false;
    }
    return true;
  }
  const int base = a.e < b.e ? a.e : b.e;
  const int top_a = a.e + a.n, top_b = b.e + b.n;
  const int width = (top_a > top_b ? top_a : top_b) - base;
  if (a.neg == bneg) {
    if (width + 1 > N) return false;
    std::uint64_t carry = 0;
    for (int k = 0; k < width; ++k) {
      const std::uint64_t t =
          std::uint64_t{big_limb_at(a, base, k)} + big_limb_at(b, base, k) + carry;
      r.w[k] = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    r.w[width] = static_cast<std::uint32_t>(carry);
    r.n = width + 1;
    r.e = base;
    r.neg = a.neg;
    big_normalize(r);
    return true;
  }
  if (width > N) return false;
  // Opposite signs: subtract the smaller magnitude from the larger.
  int cmp = 0;
  for (int k = width - 1; k >= 0 && cmp == 0; --k) {
    const std::uint32_t x = big_limb_at(a, base, k), y = big_limb_at(b, base, k);
    cmp = x > y ? 1 : (x < y ? -1 : 0);
  }
  if (cmp == 0) {
    r.n = 0;
    r.e = 0;
    r.neg = false;
    return true;
  }
  std::int64_t borrow = 0;
  for (int k = 0; k < width; ++k) {
    const std::int64_t x = cmp > 0 ? big_limb_at(a, base, k) : big_limb_at(b, base, k);
    const std::int64_t y = cmp > 0 ? big_limb_at(b, base, k) : big_limb_at(a, base, k);
    std::int64_t t = x - y - borrow;
    borrow = t < 0 ? 1 : 0;
    if (t < 0) t += std::int64_t{1} << 32;
    r.w[k] = static_cast<std::uint32_t>(t);
  }
  r.n = width;
  r.e = base;
  r.neg = cmp > 0 ? a.neg : bneg;
  big_normalize(r);
  return true;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_BIGFLOAT_H
