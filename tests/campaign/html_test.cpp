// SPDX-License-Identifier: MIT
// Specification of the HTML page (render_html) and of the pictures in it
// (campaign/src/sketch.h): one self-contained file, the table with failing
// rows first and filters, per row with violations two plots and a figure per
// counterexample (three axis views and a zoom, the literal with a copy
// button); the literal read back into shapes, nearest points, margin decades.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "sample_report.h"
#include "sketch.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_html_test {

namespace {

using gv::campaign::Counterexample;
using gv::campaign::Report;
using gv::campaign::Row;
namespace sketch = gv::campaign::sketch;

using gv::test_support::count;

const char* const kPlaneBox =
    "const gv::Plane<float> plane{{0x0p+0f, 0x0p+0f, 0x1p+0f}, -0x1p+0f};\n"
    "const gv::Aabb<float> box{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};";
const char* const kLeak =
    "// tri0..tri1 contain the crossing point\n"
    "const gv::Ray<double> ray{{0x1p-2, 0x1p-2, -0x1p+0}, {0x0p+0, 0x0p+0, 0x1p+0}, 0x0p+0, 0x1p+1};\n"
    "const gv::Triangle<double> tri0{{0x0p+0, 0x0p+0, 0x0p+0}, {0x1p+0, 0x0p+0, 0x0p+0}, {0x0p+0, 0x1p+0, 0x0p+0}};\n"
    "const gv::Triangle<double> tri1{{0x1p+0, 0x0p+0, 0x0p+0}, {0x1p+0, 0x1p+0, 0x0p+0}, {0x0p+0, 0x1p+0, 0x0p+0}};";

// The sample, its first counterexamples replaced by drawable ones and the
// violations counted by class and margin decade.
Report drawable() {
  Report rep = gv::test_support::sample();
  Row& bad = rep.rows[0];
  bad.counterexamples[0].literal = kPlaneBox;
  bad.counterexamples[0].margin = 0;
  bad.counterexamples[1].literal = kLeak;
  bad.counterexamples[1].kind = "leak";
  bad.violations_by_class = {{"touch-face", 2}, {"random-bits", 1}};
  bad.violations_by_margin = {{"1e-7", 1}, {"0", 2}};
  return rep;
}

TEST(Html, IsOneSelfContainedPage) {
  const std::string h = gv::campaign::render_html(drawable());
  EXPECT_EQ(h.rfind("<!DOCTYPE html>\n<html lang=\"en\">", 0), 0u);
  EXPECT_EQ(h.substr(h.size() - 15), "</body></html>\n");
  for (const char* outside : {"http:", "https:", "<link", "<img", " src=", "@import", "url("}) {
    EXPECT_EQ(h.find(outside), std::string::npos) << outside;
  }
  EXPECT_EQ(count(h, "<script>"), 1u);
  EXPECT_EQ(count(h, "<style>"), 1u);
  EXPECT_NE(h.find("<body data-js=\"pending\">"), std::string::npos);
  EXPECT_NE(h.find("document.body.setAttribute('data-js', 'ready')"), std::string::npos);
}

TEST(Html, TableHasFailingRowsFirstAndFilters) {
  const Report rep = drawable();
  const std::string h = gv::campaign::render_html(rep);
  const std::size_t table = h.find("<table id=\"summary\">"), end = h.find("</table>");
  ASSERT_NE(table, std::string::npos);
  const std::string t = h.substr(table, end - table);
  EXPECT_EQ(count(t, "<tr data-query="), rep.rows.size());
  // Failing: the core row, the missed specimen, the empty row; then the others.
  std::size_t last_bad = 0, first_good = std::string::npos;
  for (const char* name : {"specimen-found", "specimen-missed", "user-empty", "core-good"}) {
    EXPECT_EQ(count(t, std::string(">") + name + "<"), 1u) << name;
  }
  for (std::size_t pos = t.find("data-fail=\""); pos != std::string::npos; pos = t.find("data-fail=\"", pos + 1)) {
    if (t[pos + 11] == '1') last_bad = pos;
    if (t[pos + 11] == '0' && first_good == std::string::npos) first_good = pos;
  }
  EXPECT_LT(last_bad, first_good);
  for (const char* control : {"<select id=\"f-query\">", "<option>obb-obb/f32</option>", "<select id=\"f-result\">",
                              "<option value=\"failing\">", "<input id=\"f-text\""}) {
    EXPECT_NE(h.find(control), std::string::npos) << control;
  }
  // Escaped: the core row's name is full of HTML syntax.
  EXPECT_NE(t.find("core&lt;f32&gt; | &quot;x&quot; &amp; &apos;y&apos;"), std::string::npos) << t;
  EXPECT_EQ(t.find("core<f32>"), std::string::npos);
}

TEST(Html, EachCounterexampleIsDrawnBesideItsLiteral) {
  const std::string h = gv::campaign::render_html(drawable());
  EXPECT_EQ(count(h, "<figure>"), 2u);
  EXPECT_EQ(count(h, "<svg class=\"view\""), 8u);  // top, front, side, zoom for each
  EXPECT_EQ(count(h, "<button class=\"copy\""), 2u);
  EXPECT_NE(h.find("<pre id=\"lit-0\">const gv::Plane&lt;float&gt; plane{"), std::string::npos);
  EXPECT_NE(h.find("<pre id=\"lit-1\">// tri0..tri1 contain the crossing point\nconst gv::Ray&lt;double&gt; ray{"),
            std::string::npos);
  EXPECT_NE(h.find(" ulps of the floats there"), std::string::npos);
  // The plots: by class, and by margin decade in order (contact first).
  EXPECT_NE(h.find("violations by generator class"), std::string::npos);
  const std::size_t contact = h.find("exact contact (0)"), decade = h.find("|m| in [1e-7, 1e-6)");
  ASSERT_NE(contact, std::string::npos);
  ASSERT_NE(decade, std::string::npos);
  EXPECT_LT(contact, decade);
  EXPECT_EQ(h.find("nan"), std::string::npos);
}

TEST(Html, AnUndrawableLiteralIsStillShown) {
  Report rep = drawable();
  rep.rows[0].counterexamples[0].literal =
      "const gv::Sphere<float> s{{0x0p+0f, 0x0p+0f, 0x0p+0f}, std::numeric_limits<float>::infinity()};\n"
      "const gv::Aabb<float> box{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};";
  const std::string h = gv::campaign::render_html(rep);
  EXPECT_NE(h.find("not drawn: the literal holds a NaN, or an infinite coordinate"), std::string::npos);
  EXPECT_EQ(count(h, "<svg class=\"view\""), 4u);
  EXPECT_NE(h.find("std::numeric_limits&lt;float&gt;::infinity()"), std::string::npos);
}

// ---- the pictures' geometry ----------------------------------------------------

TEST(Sketch, ReadsTheLiteralsBack) {
  std::vector<sketch::Shape> s;
  ASSERT_TRUE(sketch::parse(kPlaneBox, s));
  ASSERT_EQ(s.size(), 2u);
  EXPECT_EQ(s[0].kind, sketch::Kind::plane);
  EXPECT_EQ(s[0].name, "plane");
  EXPECT_TRUE(s[0].is_float);
  EXPECT_EQ(s[0].v, (std::vector<sketch::Real>{0, 0, 1, -1}));
  EXPECT_EQ(s[1].kind, sketch::Kind::aabb);
  ASSERT_TRUE(sketch::parse(kLeak, s));  // the comment line is skipped
  ASSERT_EQ(s.size(), 3u);
  EXPECT_EQ(s[0].kind, sketch::Kind::ray);
  EXPECT_FALSE(s[0].is_float);
  EXPECT_EQ(s[0].v[1], 0.25L);
  EXPECT_EQ(s[2].name, "tri1");
  // Subnormal and negative zero come back exactly.
  ASSERT_TRUE(sketch::parse("const gv::Segment<double> g{{0x1p-1074, -0x0p+0, 0x1.8p+1}, {0x0p+0, 0x0p+0, 0x0p+0}};", s));
  EXPECT_EQ(s[0].v[0], std::ldexp(1.0L, -1074));
  EXPECT_TRUE(std::signbit(s[0].v[1]));
  // A ray's infinite parameter range, as query::literal spells it.
  ASSERT_TRUE(sketch::parse("const gv::Ray<float> r{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x0p+0f, 0x0p+0f}, "
                            "-std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity()};",
                            s));
  EXPECT_EQ(s[0].v[6], -HUGE_VALL);
  EXPECT_EQ(s[0].v[7], HUGE_VALL);
  // Not a declaration, an infinite radius, the wrong number of scalars.
  EXPECT_FALSE(sketch::parse("const float a = 0x1p+0f;", s));
  EXPECT_FALSE(sketch::parse("const gv::Sphere<float> s{{0x0p+0f, 0x0p+0f, 0x0p+0f}, "
                             "std::numeric_limits<float>::infinity()};",
                             s));
  EXPECT_FALSE(sketch::parse("const gv::Aabb<float> b{{0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f}};", s));
  EXPECT_TRUE(s.empty());
}

TEST(Sketch, NearestPointsOfConvexShapes) {
  std::vector<sketch::Shape> s;
  sketch::P3 a, b;
  // The plane z = 1 touches the box [-1, 1]^3 along its top face.
  ASSERT_TRUE(sketch::parse(kPlaneBox, s));
  sketch::nearest_points({s[0]}, {s[1]}, a, b);
  EXPECT_EQ(a.z, 1);
  EXPECT_EQ(b.z, 1);
  // Two spheres 1 apart along x.
  ASSERT_TRUE(sketch::parse("const gv::Sphere<double> p{{0x0p+0, 0x0p+0, 0x0p+0}, 0x1p+0};\n"
                            "const gv::Sphere<double> q{{0x1.8p+1, 0x0p+0, 0x0p+0}, 0x1p-1};",
                            s));
  sketch::nearest_points({s[0]}, {s[1]}, a, b);
  EXPECT_NEAR(static_cast<double>(a.x), 1.0, 1e-12);
  EXPECT_NEAR(static_cast<double>(b.x), 2.5, 1e-12);
  // The ray crosses the two triangles' shared edge's plane at (1/4, 1/4, 0).
  ASSERT_TRUE(sketch::parse(kLeak, s));
  sketch::nearest_points({s[0]}, {s[1], s[2]}, a, b);
  EXPECT_NEAR(static_cast<double>(a.x), 0.25, 1e-12);
  EXPECT_NEAR(static_cast<double>(a.z), 0.0, 1e-12);
  EXPECT_NEAR(static_cast<double>(b.z), 0.0, 1e-12);
  // A point on a triangle's edge region, and a degenerate (collinear) triangle.
  ASSERT_TRUE(sketch::parse("const gv::Triangle<float> t{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+1f, 0x0p+0f, 0x0p+0f}, "
                            "{0x1p+0f, 0x0p+0f, 0x0p+0f}};",
                            s));
  const sketch::P3 c = sketch::closest_point(s[0], {0.5L, 3, 0});
  EXPECT_EQ(c.x, 0.5L);
  EXPECT_EQ(c.y, 0);
}

TEST(Sketch, MarginDecades) {
  EXPECT_EQ(gv::campaign::margin_decade(0.0), "0");
  EXPECT_EQ(gv::campaign::margin_decade(-0.0), "0");
  EXPECT_EQ(gv::campaign::margin_decade(1e-8), "1e-8");
  EXPECT_EQ(gv::campaign::margin_decade(-9.99e-8), "1e-8");
  EXPECT_EQ(gv::campaign::margin_decade(1.0), "1e0");
  EXPECT_EQ(gv::campaign::margin_decade(0x1p-149), "1e-45");
  EXPECT_EQ(gv::campaign::margin_decade(INFINITY), "inf");
  EXPECT_EQ(gv::campaign::margin_decade(-INFINITY), "inf");
}

}  // namespace

}  // namespace gv_campaign_html_test
