// SPDX-License-Identifier: MIT
// geoverify campaign: counterexamples as pictures (sketch.h).
#include "sketch.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace gv {
namespace campaign {
namespace sketch {

namespace {

struct KindName {
  const char* name;
  Kind kind;
  std::size_t scalars;
};
constexpr KindName kKinds[] = {{"Aabb", Kind::aabb, 6},         {"Obb", Kind::obb, 15},
                               {"Sphere", Kind::sphere, 4},     {"Plane", Kind::plane, 4},
                               {"Halfspace", Kind::halfspace, 4}, {"Ray", Kind::ray, 8},
                               {"Triangle", Kind::triangle, 9}, {"Segment", Kind::segment, 6},
                               {"Capsule", Kind::capsule, 7},   {"Point", Kind::point, 3}};

P3 operator+(P3 a, P3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
P3 operator-(P3 a, P3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
P3 operator*(Real s, P3 a) { return {s * a.x, s * a.y, s * a.z}; }
Real dot(P3 a, P3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
Real& at(P3& p, int i) { return i == 0 ? p.x : i == 1 ? p.y : p.z; }
Real at(const P3& p, int i) { return i == 0 ? p.x : i == 1 ? p.y : p.z; }
P3 vec(const Shape& s, std::size_t i) { return {s.v[i], s.v[i + 1], s.v[i + 2]}; }

bool parse_line(const std::string& line, Shape& out) {
  const std::string prefix = "const gv::";
  if (line.rfind(prefix, 0) != 0) return false;
  const std::size_t lt = line.find('<', prefix.size());
  const std::size_t gt = line.find('>', lt == std::string::npos ? 0 : lt);
  const std::size_t brace = line.find('{', gt == std::string::npos ? 0 : gt);
  if (lt == std::string::npos || gt == std::string::npos || brace == std::string::npos) return false;
  const std::string type = line.substr(prefix.size(), lt - prefix.size());
  const std::string scalar = line.substr(lt + 1, gt - lt - 1);
  if (scalar != "float" && scalar != "double") return false;
  const KindName* kind = nullptr;
  for (const KindName& k : kKinds) {
    if (type == k.name) kind = &k;
  }
  if (!kind) return false;
  out = Shape{};
  out.kind = kind->kind;
  out.is_float = scalar == "float";
  std::size_t name_begin = gt + 1;
  while (name_begin < brace && line[name_begin] == ' ') ++name_begin;
  out.name = line.substr(name_begin, brace - name_begin);
  const char* p = line.c_str() + brace;
  while (*p) {
    // query::literal's spelling of an infinity (a ray's parameter range).
    const bool minus = *p == '-';
    const std::string inf = "std::numeric_limits<" + scalar + ">::infinity()";
    if (line.compare(static_cast<std::size_t>(p - line.c_str()) + minus, inf.size(), inf) == 0) {
      out.v.push_back(minus ? -HUGE_VALL : HUGE_VALL);
      p += minus + inf.size();
    } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
      char* end = nullptr;
      const Real x = std::strtold(p, &end);
      if (end == p || !std::isfinite(x)) return false;
      out.v.push_back(x);
      p = end;
      if (*p == 'f') ++p;
    } else if (std::strchr("{}, ;", *p)) {
      ++p;
    } else {
      return false;  // a NaN, or not a literal
    }
  }
  if (out.v.size() != kind->scalars) return false;
  // Only a ray's parameter range may be infinite.
  for (std::size_t i = 0; i < out.v.size(); ++i) {
    if (!std::isfinite(out.v[i]) && !(out.kind == Kind::ray && i >= 6)) return false;
  }
  return true;
}

Real clamp(Real x, Real lo, Real hi) { return x < lo ? lo : (x > hi ? hi : x); }

P3 closest_on_segment(P3 a, P3 d, Real t0, Real t1, const P3& p) {
  const Real dd = dot(d, d);
  Real t = dd > 0 ? dot(p - a, d) / dd : 0;
  t = clamp(t, t0, t1);
  if (!std::isfinite(t)) t = std::isfinite(t0) ? t0 : 0;
  return a + t * d;
}

// Ericson, Real-Time Collision Detection, 5.1.5: the Voronoi regions of the
// triangle's vertices, edges and face, in that order.
P3 closest_on_triangle(P3 a, P3 b, P3 c, const P3& p) {
  const P3 ab = b - a, ac = c - a, ap = p - a;
  const Real d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return a;
  const P3 bp = p - b;
  const Real d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return b;
  const Real vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return a + (d1 / (d1 - d3)) * ab;
  const P3 cp = p - c;
  const Real d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return c;
  const Real vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return a + (d2 / (d2 - d6)) * ac;
  const Real va = d3 * d6 - d5 * d4;
  if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) return b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * (c - b);
  const Real sum = va + vb + vc;
  if (!(sum > 0)) {  // a degenerate triangle: its longest edge
    const P3 e[3] = {closest_on_segment(a, ab, 0, 1, p), closest_on_segment(a, ac, 0, 1, p),
                     closest_on_segment(b, c - b, 0, 1, p)};
    const P3* best = &e[0];
    for (const P3& q : e) {
      if (dot(q - p, q - p) < dot(*best - p, *best - p)) best = &q;
    }
    return *best;
  }
  return a + (vb / sum) * ab + (vc / sum) * ac;
}

std::string px(double x) {
  if (!std::isfinite(x)) x = x > 0 ? 1e6 : -1e6;  // NaN and overflow: off the panel, never a bad attribute
  x = std::max(-1e6, std::min(1e6, x));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  return buf;
}

// ---- clipping to the view's region (offsets from its centre) ----------------

using Poly = std::vector<P3>;

Poly clip(const Poly& in, Real half) {
  Poly poly = in;
  for (int axis = 0; axis < 3 && !poly.empty(); ++axis) {
    for (int side : {-1, 1}) {
      Poly out;
      for (std::size_t i = 0; i < poly.size(); ++i) {
        const P3 a = poly[i], b = poly[(i + 1) % poly.size()];
        const Real fa = side * at(a, axis) - half, fb = side * at(b, axis) - half;  // inside: <= 0
        if (fa <= 0) out.push_back(a);
        if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) out.push_back(a + (fa / (fa - fb)) * (b - a));
      }
      poly = std::move(out);
    }
  }
  return poly;
}

// The part [t0, t1] of q0 + t d inside the region; false if none.
bool clip_line(P3 q0, P3 d, Real half, Real& t0, Real& t1) {
  for (int axis = 0; axis < 3; ++axis) {
    const Real o = at(q0, axis), di = at(d, axis);
    if (di == 0) {
      if (o < -half || o > half) return false;
      continue;
    }
    Real a = (-half - o) / di, b = (half - o) / di;
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
  }
  return t0 <= t1;
}

std::string polygon(const View& v, const Poly& q, const char* colour, double opacity) {
  if (q.empty()) return "";
  std::string pts;
  for (const P3& p : q) {
    double x = 0, y = 0;
    to_pixels(v, v.centre + p, x, y);
    pts += (pts.empty() ? "" : " ") + px(x) + "," + px(y);
  }
  return "<polygon points=\"" + pts + "\" fill=\"" + colour + "\" fill-opacity=\"" + px(opacity) + "\" stroke=\"" +
         colour + "\"/>";
}

std::string line(const View& v, P3 a, P3 b, const char* colour, const char* extra = "") {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  to_pixels(v, v.centre + a, x0, y0);
  to_pixels(v, v.centre + b, x1, y1);
  return "<line x1=\"" + px(x0) + "\" y1=\"" + px(y0) + "\" x2=\"" + px(x1) + "\" y2=\"" + px(y1) + "\" stroke=\"" +
         colour + "\"" + extra + "/>";
}

std::string dot_at(const View& v, P3 q, const char* colour) {
  double x = 0, y = 0;
  to_pixels(v, v.centre + q, x, y);
  return "<circle cx=\"" + px(x) + "\" cy=\"" + px(y) + "\" r=\"3\" fill=\"" + colour + "\"/>";
}

// The six faces of the box with corners corner(i, j, k), i, j, k in {0, 1}.
template <class Corner>
std::string box_faces(const View& v, Corner corner, const char* colour) {
  static const int kFaces[6][4][3] = {{{0, 0, 0}, {0, 1, 0}, {0, 1, 1}, {0, 0, 1}}, {{1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}},
                                      {{0, 0, 0}, {1, 0, 0}, {1, 0, 1}, {0, 0, 1}}, {{0, 1, 0}, {1, 1, 0}, {1, 1, 1}, {0, 1, 1}},
                                      {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}}, {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}}};
  std::string out;
  for (const auto& face : kFaces) {
    Poly q;
    for (const auto& c : face) q.push_back(corner(c[0], c[1], c[2]));
    out += polygon(v, clip(q, v.half), colour, 0.08);
  }
  return out;
}

// The plane n.p + d = 0 inside the region, as a polygon of offsets.
Poly plane_in_region(const View& v, P3 n, Real d) {
  const Real s = dot(n, v.centre) + d;  // the plane at offsets q: n.q + s = 0
  const Real h = v.half;
  Poly pts;
  for (int axis = 0; axis < 3; ++axis) {
    for (int a : {-1, 1}) {
      for (int b : {-1, 1}) {
        P3 p0, p1;
        at(p0, axis) = -h, at(p1, axis) = h;
        at(p0, (axis + 1) % 3) = at(p1, (axis + 1) % 3) = a * h;
        at(p0, (axis + 2) % 3) = at(p1, (axis + 2) % 3) = b * h;
        const Real f0 = dot(n, p0) + s, f1 = dot(n, p1) + s;
        if ((f0 <= 0 && f1 >= 0) || (f0 >= 0 && f1 <= 0)) {
          pts.push_back(f0 == f1 ? p0 : p0 + (f0 / (f0 - f1)) * (p1 - p0));
        }
      }
    }
  }
  if (pts.size() < 2) return {};
  P3 mid;
  for (const P3& p : pts) mid = mid + p;
  mid = (Real{1} / static_cast<Real>(pts.size())) * mid;
  // Order around the centre, in a basis of the plane.
  const P3 e1 = std::fabs(n.x) < std::fabs(n.y) ? P3{0, -n.z, n.y} : P3{-n.z, 0, n.x};
  const P3 e2 = {n.y * e1.z - n.z * e1.y, n.z * e1.x - n.x * e1.z, n.x * e1.y - n.y * e1.x};
  std::sort(pts.begin(), pts.end(), [&](const P3& a, const P3& b) {
    return std::atan2(dot(a - mid, e2), dot(a - mid, e1)) < std::atan2(dot(b - mid, e2), dot(b - mid, e1));
  });
  return pts;
}

}  // namespace

bool parse(const std::string& literal, std::vector<Shape>& out) {
  out.clear();
  std::size_t start = 0;
  while (start < literal.size()) {
    std::size_t end = literal.find('\n', start);
    if (end == std::string::npos) end = literal.size();
    std::string line = literal.substr(start, end - start);
    start = end + 1;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    std::size_t first = line.find_first_not_of(' ');
    if (first == std::string::npos || line.compare(first, 2, "//") == 0) continue;
    Shape s;
    if (!parse_line(line.substr(first), s)) {
      out.clear();
      return false;
    }
    out.push_back(std::move(s));
  }
  return !out.empty();
}

P3 closest_point(const Shape& s, const P3& p) {
  switch (s.kind) {
    case Kind::aabb:
      return {clamp(p.x, s.v[0], s.v[3]), clamp(p.y, s.v[1], s.v[4]), clamp(p.z, s.v[2], s.v[5])};
    case Kind::obb: {
      const P3 c = vec(s, 0);
      P3 q = c;
      for (int i = 0; i < 3; ++i) {
        const P3 u = vec(s, 3 + 3 * static_cast<std::size_t>(i));
        const Real uu = dot(u, u);
        if (uu == 0) continue;
        const Real len = std::sqrt(uu), e = s.v[12 + static_cast<std::size_t>(i)];
        q = q + (clamp(dot(p - c, u) / len, -e, e) / len) * u;
      }
      return q;
    }
    case Kind::sphere: {
      const P3 c = vec(s, 0), d = p - c;
      const Real len = std::sqrt(dot(d, d));
      return len <= s.v[3] ? p : c + (s.v[3] / len) * d;
    }
    case Kind::plane:
    case Kind::halfspace: {
      const P3 n = vec(s, 0);
      const Real nn = dot(n, n), f = dot(n, p) + s.v[3];
      if (nn == 0 || (s.kind == Kind::halfspace && f <= 0)) return p;
      return p - (f / nn) * n;
    }
    case Kind::ray:
      return closest_on_segment(vec(s, 0), vec(s, 3), s.v[6], s.v[7], p);
    case Kind::triangle:
      return closest_on_triangle(vec(s, 0), vec(s, 3), vec(s, 6), p);
    case Kind::segment:
      return closest_on_segment(vec(s, 0), vec(s, 3) - vec(s, 0), 0, 1, p);
    case Kind::point: return vec(s, 0);
    case Kind::capsule: {  // the axis' nearest point, moved towards p by at most r
      const P3 c = closest_on_segment(vec(s, 0), vec(s, 3) - vec(s, 0), 0, 1, p), d = p - c;
      const Real len = std::sqrt(dot(d, d));
      return len <= s.v[6] ? p : c + (s.v[6] / len) * d;
    }
  }
  return p;
}

void nearest_points(const std::vector<Shape>& first, const std::vector<Shape>& second, P3& a, P3& b) {
  P3 lo, hi;
  P3 start;
  if (bounds(second, lo, hi)) start = Real{0.5} * (lo + hi);
  Real best = -1;
  for (const Shape& s : first) {
    for (const Shape& t : second) {
      P3 pa = closest_point(s, start), pb = pa;
      for (int i = 0; i < 200; ++i) {  // alternating projections
        pb = closest_point(t, pa);
        const P3 next = closest_point(s, pb);
        const P3 step = next - pa;
        pa = next;
        if (dot(step, step) == 0) break;
      }
      const P3 gap = pb - pa;
      const Real d = dot(gap, gap);
      if (best < 0 || d < best) {
        best = d;
        a = pa;
        b = pb;
      }
    }
  }
}

bool bounds(const std::vector<Shape>& shapes, P3& lo, P3& hi) {
  bool any = false;
  auto add = [&](const P3& p) {
    if (!any) lo = hi = p;
    any = true;
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
  };
  for (const Shape& s : shapes) {
    switch (s.kind) {
      case Kind::aabb: add(vec(s, 0)), add(vec(s, 3)); break;
      case Kind::obb:
        for (int k = 0; k < 8; ++k) {
          P3 p = vec(s, 0);
          for (int i = 0; i < 3; ++i) {
            p = p + ((k >> i & 1) ? s.v[12 + static_cast<std::size_t>(i)] : -s.v[12 + static_cast<std::size_t>(i)]) *
                        vec(s, 3 + 3 * static_cast<std::size_t>(i));
          }
          add(p);
        }
        break;
      case Kind::sphere: {
        const P3 r = {s.v[3], s.v[3], s.v[3]};
        add(vec(s, 0) - r), add(vec(s, 0) + r);
        break;
      }
      case Kind::ray:
        if (std::isfinite(s.v[6])) add(vec(s, 0) + s.v[6] * vec(s, 3));
        if (std::isfinite(s.v[7])) add(vec(s, 0) + s.v[7] * vec(s, 3));
        if (!std::isfinite(s.v[6]) && !std::isfinite(s.v[7])) add(vec(s, 0));
        break;
      case Kind::triangle: add(vec(s, 0)), add(vec(s, 3)), add(vec(s, 6)); break;
      case Kind::segment: add(vec(s, 0)), add(vec(s, 3)); break;
      case Kind::point: add(vec(s, 0)); break;
      case Kind::capsule: {
        const P3 r = {s.v[6], s.v[6], s.v[6]};
        add(vec(s, 0) - r), add(vec(s, 0) + r), add(vec(s, 3) - r), add(vec(s, 3) + r);
        break;
      }
      case Kind::plane:
      case Kind::halfspace: break;
    }
  }
  return any;
}

void to_pixels(const View& v, const P3& p, double& x, double& y) {
  const P3 q = p - v.centre;
  x = static_cast<double>((at(q, v.right) / v.half + 1) * v.size / 2);
  y = static_cast<double>((1 - at(q, v.up) / v.half) * v.size / 2);
}

std::string draw(const Shape& s, const View& v, const char* colour) {
  const Real h = v.half;
  switch (s.kind) {
    case Kind::aabb: {
      const P3 lo = vec(s, 0) - v.centre, hi = vec(s, 3) - v.centre;
      return box_faces(v, [&](int i, int j, int k) { return P3{i ? hi.x : lo.x, j ? hi.y : lo.y, k ? hi.z : lo.z}; },
                       colour);
    }
    case Kind::obb: {
      const P3 c = vec(s, 0) - v.centre;
      return box_faces(v,
                       [&](int i, int j, int k) {
                         const int sign[3] = {i, j, k};
                         P3 p = c;
                         for (std::size_t a = 0; a < 3; ++a) {
                           p = p + (sign[a] ? s.v[12 + a] : -s.v[12 + a]) * vec(s, 3 + 3 * a);
                         }
                         return p;
                       },
                       colour);
    }
    case Kind::sphere: {
      const P3 c = vec(s, 0) - v.centre;
      const Real dz = std::max(Real{0}, std::fabs(at(c, v.depth)) - h), r = s.v[3];
      if (dz > r) return "";
      const Real rr = std::sqrt(r * r - dz * dz);
      if (rr <= 4 * h) {
        double x = 0, y = 0;
        to_pixels(v, vec(s, 0), x, y);
        return "<circle cx=\"" + px(x) + "\" cy=\"" + px(y) + "\" r=\"" +
               px(std::max(0.5, static_cast<double>(rr / h * v.size / 2))) + "\" fill=\"" + colour +
               "\" fill-opacity=\"0.08\" stroke=\"" + colour + "\"/>";
      }
      // A large outline: the arc facing the region's centre, sampled.
      const Real cr = at(c, v.right), cu = at(c, v.up);
      const Real mid = std::atan2(-cu, -cr), span = std::min(Real{3.14159265358979323846L}, 3 * h / rr);
      std::string pts;
      for (int i = 0; i <= 96; ++i) {
        const Real t = mid - span + 2 * span * i / 96;
        P3 q;
        at(q, v.right) = cr + rr * std::cos(t);
        at(q, v.up) = cu + rr * std::sin(t);
        double x = 0, y = 0;
        to_pixels(v, v.centre + q, x, y);
        pts += (pts.empty() ? "" : " ") + px(x) + "," + px(y);
      }
      return "<polyline points=\"" + pts + "\" fill=\"none\" stroke=\"" + colour + "\"/>";
    }
    case Kind::plane:
    case Kind::halfspace: {
      const P3 n = vec(s, 0);
      const Poly q = plane_in_region(v, n, s.v[3]);
      std::string out = polygon(v, q, colour, s.kind == Kind::halfspace ? 0.18 : 0.1);
      if (s.kind == Kind::halfspace && !q.empty()) {  // the outside: n.p + d > 0
        P3 mid;
        for (const P3& p : q) mid = mid + p;
        mid = (Real{1} / static_cast<Real>(q.size())) * mid;
        const Real len = std::sqrt(dot(n, n));
        if (len > 0) out += line(v, mid, mid + (Real{0.25} * h / len) * n, colour, " stroke-dasharray=\"3 2\"");
      }
      return out;
    }
    case Kind::ray:
    case Kind::segment: {
      const P3 o = vec(s, 0) - v.centre;
      const P3 d = s.kind == Kind::ray ? vec(s, 3) : vec(s, 3) - vec(s, 0);
      Real t0 = s.kind == Kind::ray ? s.v[6] : 0, t1 = s.kind == Kind::ray ? s.v[7] : 1;
      std::string out;
      if (dot(d, d) == 0) {  // a point
        if (std::fabs(o.x) <= h && std::fabs(o.y) <= h && std::fabs(o.z) <= h) out += dot_at(v, o, colour);
        return out;
      }
      const Real a0 = t0;
      if (clip_line(o, d, h, t0, t1)) {
        out += line(v, o + t0 * d, o + t1 * d, colour, " stroke-width=\"1.5\"");
        if (s.kind == Kind::ray && std::isfinite(a0) && t0 == a0) out += dot_at(v, o + a0 * d, colour);
      }
      return out;
    }
    case Kind::capsule: {  // the axis and the balls at its ends
      Shape axis = s, end = s;
      axis.kind = Kind::segment;
      end.kind = Kind::sphere;
      std::string out = draw(axis, v, colour);
      for (std::size_t e = 0; e < 2; ++e) {
        end.v[0] = s.v[3 * e], end.v[1] = s.v[3 * e + 1], end.v[2] = s.v[3 * e + 2], end.v[3] = s.v[6];
        out += draw(end, v, colour);
      }
      return out;
    }
    case Kind::triangle: {
      const Poly q = {vec(s, 0) - v.centre, vec(s, 3) - v.centre, vec(s, 6) - v.centre};
      return polygon(v, clip(q, h), colour, 0.12);
    }
    case Kind::point: {
      const P3 o = vec(s, 0) - v.centre;
      if (std::fabs(o.x) <= h && std::fabs(o.y) <= h && std::fabs(o.z) <= h) return dot_at(v, o, colour);
      return "";
    }
  }
  return "";
}

}  // namespace sketch
}  // namespace campaign
}  // namespace gv
