#!/usr/bin/env python3
"""Writes floats.dict: an AFL-syntax libFuzzer dictionary of IEEE bit patterns
(little-endian) for the values where float code misbehaves."""
import struct
import sys


def esc(b):
    return "".join("\\x%02x" % c for c in b)


def f32_bits(u):
    return struct.unpack("<f", struct.pack("<I", u))[0]


def f64_bits(u):
    return struct.unpack("<d", struct.pack("<Q", u))[0]


F32 = [("zero", 0.0), ("one", 1.0), ("half", 0.5), ("two", 2.0), ("three", 3.0), ("tenth", 0.1),
       ("denorm_min", f32_bits(1)), ("max_subnormal", f32_bits(0x007FFFFF)), ("min_normal", f32_bits(0x00800000)),
       ("max", f32_bits(0x7F7FFFFF)), ("one_plus_ulp", f32_bits(0x3F800001)), ("one_minus_ulp", f32_bits(0x3F7FFFFF)),
       ("two_pow_64", 2.0**64), ("two_pow_m64", 2.0**-64), ("epsilon", 2.0**-23)]
F64 = [("zero", 0.0), ("one", 1.0), ("half", 0.5), ("two", 2.0), ("three", 3.0), ("tenth", 0.1),
       ("denorm_min", f64_bits(1)), ("min_normal", f64_bits(0x0010000000000000)), ("max", f64_bits(0x7FEFFFFFFFFFFFFF)),
       ("one_plus_ulp", f64_bits(0x3FF0000000000001)), ("one_minus_ulp", f64_bits(0x3FEFFFFFFFFFFFFF)),
       ("two_pow_500", 2.0**500), ("two_pow_m450", 2.0**-450), ("flt_max", f32_bits(0x7F7FFFFF)), ("epsilon", 2.0**-52)]


def main():
    out = ["# geoverify fuzz dictionary, written by make_floats_dict.py: IEEE bit patterns",
           "# (little-endian) of zeros of both signs, subnormals, the smallest normal, one and",
           "# its neighbours, powers of two, the largest finite values, infinities and NaN."]
    for name, v in F32:
        out.append('f32_%s="%s"' % (name, esc(struct.pack("<f", v))))
        out.append('f32_neg_%s="%s"' % (name, esc(struct.pack("<f", -v))))
    out += ['f32_inf="%s"' % esc(struct.pack("<I", 0x7F800000)), 'f32_neg_inf="%s"' % esc(struct.pack("<I", 0xFF800000)),
            'f32_nan="%s"' % esc(struct.pack("<I", 0x7FC00000))]
    for name, v in F64:
        out.append('f64_%s="%s"' % (name, esc(struct.pack("<d", v))))
        out.append('f64_neg_%s="%s"' % (name, esc(struct.pack("<d", -v))))
    out += ['f64_inf="%s"' % esc(struct.pack("<Q", 0x7FF0000000000000)),
            'f64_neg_inf="%s"' % esc(struct.pack("<Q", 0xFFF0000000000000)),
            'f64_nan="%s"' % esc(struct.pack("<Q", 0x7FF8000000000000))]
    path = sys.argv[1] if len(sys.argv) > 1 else "floats.dict"
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
