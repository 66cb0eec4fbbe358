// SPDX-License-Identifier: MIT
// geoverify campaign: counterexamples as pictures (the HTML report's figures).
//
// A counterexample's literal (query::declarations: one "const gv::<Shape><T>
// name{...};" per line, '//' comment lines) is read back into shapes, and
// each shape is drawn as SVG in an orthographic view of a box-shaped region:
// the three axis views of the whole scene, and a zoom around the place where
// the two shapes come nearest.
//
// Pictures only: the arithmetic is long double (64-bit significand), not
// exact. The inputs themselves are drawn where they are (a vertex offset from
// the view centre is one rounding), derived points (OBB corners, a plane's
// outline, a sphere's silhouette) within a few units of 2^-64 of the scene.
// Nothing here judges a case.
#ifndef GEOVERIFY_CAMPAIGN_SRC_SKETCH_H
#define GEOVERIFY_CAMPAIGN_SRC_SKETCH_H

#include <string>
#include <vector>

namespace gv {
namespace campaign {
namespace sketch {

using Real = long double;

struct P3 {
  Real x = 0, y = 0, z = 0;
};

enum class Kind { aabb, obb, sphere, plane, halfspace, ray, triangle, segment, capsule, point };

/// One shape of a literal: its kind, variable name and scalars in declaration
/// order (query/cases.h, each_component): aabb min, max; obb c, u0, u1, u2,
/// e; sphere c, r; plane and halfspace n, d; ray o, dir, tmin, tmax;
/// triangle p0, p1, p2; segment p0, p1; point p.
struct Shape {
  Kind kind = Kind::aabb;
  std::string name;
  bool is_float = false;  ///< declared with <float>
  std::vector<Real> v;
};

/// The shapes of a counterexample's literal, in order. Returns false, with
/// out cleared, if a line is neither a comment nor a declaration of a known
/// shape with the right number of scalars, or holds a NaN or an infinity
/// anywhere but in a ray's parameter range.
bool parse(const std::string& literal, std::vector<Shape>& out);

/// The point of the closed shape nearest to p (approximately, in long double).
/// A ray is its parameter interval, a plane and a half-space are unbounded.
P3 closest_point(const Shape& s, const P3& p);

/// Points a of some shape of `first` and b of some shape of `second` that
/// are (approximately) nearest: alternating projections, which converge for
/// convex shapes; on shapes that meet, a == b (a common point).
void nearest_points(const std::vector<Shape>& first, const std::vector<Shape>& second, P3& a, P3& b);

/// The bounding box of the bounded shapes (every one but planes and
/// half-spaces; a ray by its finite end points); false if there is none.
bool bounds(const std::vector<Shape>& shapes, P3& lo, P3& hi);

/// An orthographic view: the region centre ± half on every axis, seen along
/// axis `depth` (0 x, 1 y, 2 z) with axis `right` to the right and `up` up,
/// drawn into a size x size pixel square.
struct View {
  P3 centre;
  Real half = 1;
  int right = 0, up = 1, depth = 2;
  double size = 220;
};

/// SVG elements (no <svg> wrapper) drawing shape s in view v with the given
/// colour, clipped to the view's region (a cube: depth included): faces of
/// boxes as translucent polygons, a plane's or half-space's part inside the
/// region (a half-space with an arrow to its outside), a ray's or segment's
/// part as a line (a ray's origin as a dot), a sphere's outline at the
/// region's depth.
std::string draw(const Shape& s, const View& v, const char* colour);

/// The pixel coordinates of p in view v.
void to_pixels(const View& v, const P3& p, double& px, double& py);

}  // namespace sketch
}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_SKETCH_H
