// SPDX-License-Identifier: MIT
// geoverify core, internal: exact binary numbers for the fallback stage.
//
// BigFloat<N> holds   (neg ? -1 : +1) * sum_{i < n} w[i] * 2^(64 * (e + i))
// in 64-bit words on the stack. Every float or double converts to it
// exactly, and sums and products of such numbers are exact as long as the
// result fits. Only integer instructions are used, so the exact stage raises
// no floating-point exception and is unaffected by FMA contraction or the
// rounding mode.
//
// Capacity. N is a capacity in 32-bit units: the callers derive, for each
// intermediate of their expressions, that it spans at most N 32-bit limbs
// (each predicate states its derivation, in 32-bit limbs with limb exponent
// e32: a double is m * 2^x with m < 2^53 and -1074 <= x <= 971, so it
// occupies at most 3 limbs with e32 in [-34, 30]; a float at most 2 with
// e32 in [-5, 3]). The storage is kWords = N / 2 + 2 words of 64 bits, which
// holds every result those derivations admit:
//   * a value spanning k 32-bit limbs spans at most ceil((k + 1) / 2)
//     <= k / 2 + 1 words (one partial word at each end);
//   * a product of spans ka and kb (ka + kb <= N 32-bit limbs) is formed in
//     na + nb <= (ka + kb) / 2 + 2 <= N / 2 + 2 words;
//   * a sum whose operands lie in a union of w32 <= N - 1 limbs (the carry
//     limb makes N) is formed in a union of at most w32 / 2 + 1 words plus
//     a carry word: <= (N - 1) / 2 + 2 words; a difference, in <= N / 2 + 1.
// So every operation the 32-bit derivations allow fits; the operations
// never write past kWords and report overflow by returning false, which a
// correctly sized caller never sees (the tests drive every predicate with
// the extreme exponents).
//
// Why 64-bit words: a product of two numbers of k words takes k^2 word
// products, so halving the word count makes the integer stage's products
// four times fewer. The 64 x 64 -> 128-bit product (mul_wide) uses the
// compiler's unsigned __int128 where it has one (GCC, Clang) and otherwise
// four 32 x 32 -> 64-bit products (mul_wide_portable, tested against it).
//
// Invariant: n == 0 is zero (neg == false, e == 0); otherwise w[0] != 0 and
// w[n - 1] != 0, so the representation of a value is unique.
#ifndef GEOVERIFY_CORE_DETAIL_BIGFLOAT_H
#define GEOVERIFY_CORE_DETAIL_BIGFLOAT_H

#include <cstdint>
#include <cstring>

namespace gv {
namespace detail {

/// The 128-bit product of two words, hi * 2^64 + lo = a * b, from four
/// 32 x 32 -> 64-bit products: the fallback of mul_wide, always compiled so
/// that the tests can compare it with the compiler's 128-bit product.
inline void mul_wide_portable(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) noexcept {
  const std::uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  // Column 1: (p00 >> 32) + low halves of p01 and p10 < 3 * 2^32, no overflow.
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  lo = (mid << 32) | (p00 & 0xffffffffu);
  hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 BigWide;
/// hi * 2^64 + lo = a * b.
inline void mul_wide(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) noexcept {
  const BigWide p = static_cast<BigWide>(a) * b;
  lo = static_cast<std::uint64_t>(p);
  hi = static_cast<std::uint64_t>(p >> 64);
}
#else
inline void mul_wide(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) noexcept {
  mul_wide_portable(a, b, hi, lo);
}
#endif

/// r = low word of a b + r + carry; returns the high word. The sum is at
/// most (2^64 - 1)^2 + 2 (2^64 - 1) = 2^128 - 1: the high word never
/// overflows. Where the compiler has a 128-bit integer, one 128-bit sum
/// (an add/adc chain); otherwise two compare-and-carry steps.
inline std::uint64_t mul_add_word(std::uint64_t a, std::uint64_t b, std::uint64_t& r, std::uint64_t carry) noexcept {
#if defined(__SIZEOF_INT128__)
  const BigWide t = static_cast<BigWide>(a) * b + r + carry;
  r = static_cast<std::uint64_t>(t);
  return static_cast<std::uint64_t>(t >> 64);
#else
  std::uint64_t hi, lo;
  mul_wide(a, b, hi, lo);
  lo += r;
  hi += lo < r;
  lo += carry;
  hi += lo < carry;
  r = lo;
  return hi;
#endif
}

template <int N>
struct BigFloat {
  static_assert(N >= 4, "BigFloat needs room for a converted double");
  static constexpr int kWords = N / 2 + 2;  ///< see the capacity derivation above
  std::uint64_t w[kWords];  // words [0, n) are meaningful; every operation writes them first
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

/// dst = src. Returns false if src does not fit in dst's words.
template <int N, int A>
inline bool big_copy(BigFloat<N>& dst, const BigFloat<A>& src) noexcept {
  if (src.n > BigFloat<N>::kWords) return false;
  for (int i = 0; i < src.n; ++i) dst.w[i] = src.w[i];
  dst.n = src.n;
  dst.e = src.e;
  dst.neg = src.neg;
  return true;
}

/// Strips zero words at both ends; restores the invariant.
template <int N>
inline void big_normalize(BigFloat<N>& a) noexcept {
  while (a.n > 0 && a.w[a.n - 1] == 0) --a.n;
  if (a.n == 0) {
    a.e = 0;
    a.neg = false;
    return;
  }
  int lead = 0;
  while (lead < a.n && a.w[lead] == 0) ++lead;  // stops below n: w[n - 1] != 0
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
  // x2 = 64 q + s with 0 <= s < 64 (floor division); m * 2^s < 2^117 takes two words.
  const int q = x2 >= 0 ? x2 / 64 : -((-x2 + 63) / 64);
  const int s = x2 - 64 * q;
  const std::uint64_t lo = m << s, hi = s == 0 ? 0 : m >> (64 - s);
  // Normalised here rather than by big_normalize: lo or hi may be zero, not
  // both. Words 2 and 3 are never read (n <= 2); they are written, like
  // word 1 when n == 1, so that compilers can see that no word is used
  // uninitialised (kWords >= 4).
  const bool drop_lo = lo == 0;
  a.w[0] = drop_lo ? hi : lo;
  a.w[1] = drop_lo ? 0 : hi;
  a.w[2] = 0;
  a.w[3] = 0;
  a.n = (drop_lo || hi == 0) ? 1 : 2;
  a.e = drop_lo ? q + 1 : q;
  a.neg = neg;
}

/// r = a * b. r must not alias a or b. Returns false if r's words cannot hold it.
template <int N, int A, int B>
inline bool big_mul(BigFloat<N>& r, const BigFloat<A>& a, const BigFloat<B>& b) noexcept {
  if (a.n == 0 || b.n == 0) {
    r.n = 0;
    r.e = 0;
    r.neg = false;
    return true;
  }
  const int n = a.n + b.n;
  if (n > BigFloat<N>::kWords) return false;
  // Rows over the shorter operand: a long inner loop keeps the carry chain
  // busy, and a short number (a converted input) has no zero words to skip.
  const bool swap = b.n * 4 < a.n;
  const std::uint64_t* xw = swap ? b.w : a.w;
  const std::uint64_t* yw = swap ? a.w : b.w;
  const int xn = swap ? b.n : a.n, yn = swap ? a.n : b.n;
  // Every word of r is written before it is read, without zeroing r first
  // (a variable-length zeroing loop compiles to a string instruction whose
  // start-up costs more than a short product): row 0 writes words
  // [0, yn], and row i the new word i + yn, as its carry or as 0.
  {
    std::uint64_t carry = 0;
    for (int j = 0; j < yn; ++j) {
      r.w[j] = 0;
      carry = mul_add_word(xw[0], yw[j], r.w[j], carry);
    }
    r.w[yn] = carry;
  }
  for (int i = 1; i < xn; ++i) {
    // A zero word adds nothing: the row is skipped (r.w[i + yn], which no
    // earlier row has written, is set to zero). Numbers whose terms have
    // far-apart exponents are mostly zero words. (Running the rows over the
    // operand with more zero words was measured 0-14% slower: the count
    // costs more than it saves.)
    const std::uint64_t ai = xw[i];
    if (ai == 0) {
      r.w[i + yn] = 0;
      continue;
    }
    std::uint64_t carry = 0;
    for (int j = 0; j < yn; ++j) {
      carry = mul_add_word(ai, yw[j], r.w[i + j], carry);
    }
    r.w[i + yn] = carry;
  }
  r.n = n;
  r.e = a.e + b.e;
  r.neg = a.neg != b.neg;
  big_normalize(r);
  return true;
}

/// r = a * a, with each cross product a_i a_j (i < j) formed once and
/// doubled: about half the word products of big_mul(r, a, a). r must not
/// alias a. Returns false if r's words cannot hold it.
template <int N, int A>
inline bool big_square(BigFloat<N>& r, const BigFloat<A>& a) noexcept {
  if (a.n == 0) {
    big_zero(r);
    return true;
  }
  const int n = 2 * a.n;
  if (n > BigFloat<N>::kWords) return false;
  // The cross products: row i over the words above it (positions i + j,
  // j > i; the row's carry lands in i + a.n, which no earlier row reached).
  // Every word is written before it is read, without zeroing r first (as
  // in big_mul): word 0 and the top word n - 1 hold no cross product, row 0
  // writes words [1, a.n], and row i >= 1 the new word i + a.n, as its
  // carry or as 0.
  r.w[0] = 0;
  r.w[n - 1] = 0;
  if (a.n >= 2) {
    std::uint64_t carry = 0;
    for (int j = 1; j < a.n; ++j) {
      r.w[j] = 0;
      carry = mul_add_word(a.w[0], a.w[j], r.w[j], carry);
    }
    r.w[a.n] = carry;
  }
  for (int i = 1; i + 1 < a.n; ++i) {
    const std::uint64_t ai = a.w[i];
    if (ai == 0) {
      r.w[i + a.n] = 0;
      continue;
    }
    std::uint64_t carry = 0;
    for (int j = i + 1; j < a.n; ++j) {
      carry = mul_add_word(ai, a.w[j], r.w[i + j], carry);
    }
    r.w[i + a.n] = carry;
  }
  // Doubled: 2 sum_{i<j} a_i a_j <= a^2 < 2^(64 n), so no bit leaves the top word.
  std::uint64_t top_bit = 0;
  for (int k = 0; k < n; ++k) {
    const std::uint64_t x = r.w[k];
    r.w[k] = (x << 1) | top_bit;
    top_bit = x >> 63;
  }
  // Plus the squares a_i^2 at positions 2i, 2i + 1, in one carry chain.
  std::uint64_t carry = 0;
  for (int i = 0; i < a.n; ++i) {
    std::uint64_t hi, lo;
    mul_wide(a.w[i], a.w[i], hi, lo);
    std::uint64_t x = r.w[2 * i] + lo;
    std::uint64_t c = x < lo;
    x += carry;
    c += x < carry;
    r.w[2 * i] = x;
    std::uint64_t y = r.w[2 * i + 1] + hi;
    std::uint64_t c2 = y < hi;
    y += c;
    c2 += y < c;
    r.w[2 * i + 1] = y;
    carry = c2;
  }
  r.n = n;
  r.e = 2 * a.e;
  r.neg = false;
  big_normalize(r);
  return true;
}

/// Word k of x in a frame whose word 0 has exponent base.
template <int A>
inline std::uint64_t big_limb_at(const BigFloat<A>& x, int base, int k) noexcept {
  const int i = k - (x.e - base);
  return (i >= 0 && i < x.n) ? x.w[i] : 0u;
}

/// Sign of |a| - |b| for nonzero normalised a and b: a higher top word is
/// a larger magnitude (the top word is nonzero); otherwise the words are
/// compared from the top down.
template <int A, int B>
inline int big_compare_magnitude(const BigFloat<A>& a, const BigFloat<B>& b) noexcept {
  const int top_a = a.e + a.n, top_b = b.e + b.n;
  if (top_a != top_b) return top_a > top_b ? 1 : -1;
  const int base = a.e < b.e ? a.e : b.e;
  for (int k = top_a - 1 - base; k >= 0; --k) {
    const std::uint64_t x = big_limb_at(a, base, k), y = big_limb_at(b, base, k);
    if (x != y) return x > y ? 1 : -1;
  }
  return 0;
}

/// r.w[0, width) = |x| in the frame whose word 0 has exponent base
/// (base <= x.e and x.e + x.n <= base + width). One loop over the frame
/// rather than a fill, a copy and a fill: compilers turn those into string
/// instructions or library calls whose start-up costs more than the few
/// words an exact stage's frame has.
template <int N, int A>
inline void big_place(BigFloat<N>& r, const BigFloat<A>& x, int base, int width) noexcept {
  const int off = x.e - base;
  for (int k = 0; k < width; ++k) {
    const int i = k - off;
    r.w[k] = (i >= 0 && i < x.n) ? x.w[i] : 0u;
  }
}

/// r.w[0, width) += |x| in r's frame (word 0 at exponent base); returns the
/// carry out of word width - 1.
template <int N, int A>
inline std::uint64_t big_add_into(BigFloat<N>& r, const BigFloat<A>& x, int base, int width) noexcept {
  int k = x.e - base;
  std::uint64_t carry = 0;
  for (int i = 0; i < x.n; ++i, ++k) {
    const std::uint64_t y = r.w[k];
    const std::uint64_t t = y + x.w[i];
    const std::uint64_t u = t + carry;
    carry = static_cast<std::uint64_t>(t < y) | static_cast<std::uint64_t>(u < t);
    r.w[k] = u;
  }
  for (; carry != 0 && k < width; ++k) carry = ++r.w[k] == 0 ? 1u : 0u;
  return carry;
}

/// r.w[0, width) -= |x| in r's frame, for |x| <= the value held (no borrow out).
template <int N, int A>
inline void big_sub_from(BigFloat<N>& r, const BigFloat<A>& x, int base, int width) noexcept {
  int k = x.e - base;
  std::uint64_t borrow = 0;
  for (int i = 0; i < x.n; ++i, ++k) {
    const std::uint64_t y = r.w[k], z = x.w[i];
    const std::uint64_t t = y - z;
    const std::uint64_t u = t - borrow;
    borrow = static_cast<std::uint64_t>(y < z) | static_cast<std::uint64_t>(t < borrow);
    r.w[k] = u;
  }
  for (; borrow != 0 && k < width; ++k) borrow = r.w[k]-- == 0 ? 1u : 0u;
}

/// r = a + (negate_b ? -b : b). r must not alias a or b. Returns false if r's words cannot hold it.
template <int N, int A, int B>
inline bool big_add(BigFloat<N>& r, const BigFloat<A>& a, const BigFloat<B>& b,
                    bool negate_b = false) noexcept {
  constexpr int kWords = BigFloat<N>::kWords;
  const bool bneg = (b.n != 0) && (b.neg != negate_b);
  if (b.n == 0 || a.n == 0) {
    const bool use_b = a.n == 0;
    const int n = use_b ? b.n : a.n;
    if (n > kWords) return false;
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
  // Both operands in one frame of width words from exponent base: one is
  // placed, the other added or subtracted over its own words only (the gap
  // between operands of far-apart exponents costs a fill, not an addition).
  const int base = a.e < b.e ? a.e : b.e;
  const int top_a = a.e + a.n, top_b = b.e + b.n;
  const int width = (top_a > top_b ? top_a : top_b) - base;
  if (a.neg == bneg) {
    if (width + 1 > kWords) return false;
    big_place(r, a, base, width);
    r.w[width] = big_add_into(r, b, base, width);
    r.n = width + 1;
    r.e = base;
    r.neg = a.neg;
    big_normalize(r);
    return true;
  }
  if (width > kWords) return false;
  // Opposite signs: subtract the smaller magnitude from the larger.
  const int cmp = big_compare_magnitude(a, b);
  if (cmp == 0) {
    r.n = 0;
    r.e = 0;
    r.neg = false;
    return true;
  }
  if (cmp > 0) {
    big_place(r, a, base, width);
    big_sub_from(r, b, base, width);
  } else {
    big_place(r, b, base, width);
    big_sub_from(r, a, base, width);
  }
  r.n = width;
  r.e = base;
  r.neg = cmp > 0 ? a.neg : bneg;
  big_normalize(r);
  return true;
}

/// acc += x (or -= x when negate), in acc's own words: acc is moved into
/// the frame of both operands and x added or subtracted there (or, when
/// |x| > |acc| with opposite signs, acc subtracted from x), so that a running
/// sum needs no temporary and no copy back. x must not alias acc. Returns
/// false if acc's words cannot hold the result (acc is then unspecified),
/// exactly when big_add into a number of acc's capacity would.
template <int N, int A>
inline bool big_add_in_place(BigFloat<N>& acc, const BigFloat<A>& x, bool negate = false) noexcept {
  constexpr int kWords = BigFloat<N>::kWords;
  if (x.n == 0) return true;
  const bool xneg = x.neg != negate;
  if (acc.n == 0) {
    if (x.n > kWords) return false;
    for (int i = 0; i < x.n; ++i) acc.w[i] = x.w[i];
    acc.n = x.n;
    acc.e = x.e;
    acc.neg = xneg;
    return true;
  }
  const int base = acc.e < x.e ? acc.e : x.e;
  const int top_a = acc.e + acc.n, top_x = x.e + x.n;
  const int width = (top_a > top_x ? top_a : top_x) - base;
  const bool same = acc.neg == xneg;
  const int cmp = same ? 1 : big_compare_magnitude(acc, x);
  if (cmp == 0) {
    big_zero(acc);
    return true;
  }
  if (width + (same ? 1 : 0) > kWords) return false;
  // acc's words to their place in the frame [base, base + width), from the top down.
  const int off = acc.e - base;
  if (off > 0) {
    for (int i = acc.n - 1; i >= 0; --i) acc.w[i + off] = acc.w[i];
    for (int k = 0; k < off; ++k) acc.w[k] = 0;
  }
  for (int k = off + acc.n; k < width; ++k) acc.w[k] = 0;
  acc.e = base;
  acc.n = width;
  if (same) {
    acc.w[width] = big_add_into(acc, x, base, width);
    acc.n = width + 1;
  } else if (cmp > 0) {
    big_sub_from(acc, x, base, width);
  } else {
    // |x| > |acc|: acc = x - acc over the whole frame, with x's sign.
    std::uint64_t borrow = 0;
    for (int k = 0; k < width; ++k) {
      const std::uint64_t y = big_limb_at(x, base, k), z = acc.w[k];
      const std::uint64_t t = y - z;
      const std::uint64_t u = t - borrow;
      borrow = static_cast<std::uint64_t>(y < z) | static_cast<std::uint64_t>(t < borrow);
      acc.w[k] = u;
    }
    acc.neg = xneg;
  }
  big_normalize(acc);
  return true;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_BIGFLOAT_H
