// SPDX-License-Identifier: MIT
// Specification of the mesh shape (query/mesh.h): every spec builds a closed
// surface wound outward -- each directed edge once, its reverse once, a
// positive enclosed volume -- with the triangle count mesh_triangle_count()
// states, under every symmetry and scale; invalid specs are refused; the
// literal names the spec.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "geoverify/query/mesh.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_query_mesh_test {

namespace {

using gv::query::MeshSpec;

template <class T>
void expect_closed_and_outward(const MeshSpec<T>& s) {
  const gv::query::IndexedMesh<T> m = gv::query::build_mesh(s);
  ASSERT_EQ(m.triangle_count(), gv::query::mesh_triangle_count(s)) << gv::query::declaration("mesh", s);
  std::map<std::pair<std::uint32_t, std::uint32_t>, int> edges;
  double volume = 0;  // six times the enclosed volume: sum of det(a, b, c)
  for (std::size_t i = 0; i < m.triangle_count(); ++i) {
    const std::uint32_t* t = &m.indices[3 * i];
    for (int k = 0; k < 3; ++k) ++edges[{t[k], t[(k + 1) % 3]}];
    const T* a = &m.vertices[3 * t[0]];
    const T* b = &m.vertices[3 * t[1]];
    const T* c = &m.vertices[3 * t[2]];
    volume += double(a[0]) * (double(b[1]) * c[2] - double(b[2]) * c[1]) -
              double(a[1]) * (double(b[0]) * c[2] - double(b[2]) * c[0]) +
              double(a[2]) * (double(b[0]) * c[1] - double(b[1]) * c[0]);
  }
  for (const auto& [e, n] : edges) {
    EXPECT_EQ(n, 1) << "directed edge " << e.first << "-" << e.second << " of " << gv::query::declaration("mesh", s);
    const auto back = edges.find({e.second, e.first});
    EXPECT_TRUE(back != edges.end() && back->second == 1) << gv::query::declaration("mesh", s);
  }
  EXPECT_GT(volume, 0) << gv::query::declaration("mesh", s);
}

TEST(MeshShape, EveryShapeIsClosedAndWoundOutwardUnderEverySymmetry) {
  for (std::uint32_t shape = 0; shape < gv::query::kMeshShapes; ++shape) {
    for (const std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{77}}) {
      for (int k = 0; k < 48; k += 5) {
        MeshSpec<double> s;
        s.shape = shape;
        s.size = shape == gv::query::kIcosphere ? 2 : shape == gv::query::kFan ? 12 : 3;
        s.seed = seed;
        s = gv::query::apply(gv::query::symmetry(k), s);
        expect_closed_and_outward(s);
        MeshSpec<float> f;
        f.shape = shape;
        f.size = s.size;
        f.seed = seed;
        f.scale_exp = -20;
        expect_closed_and_outward(gv::query::apply(gv::query::symmetry(k), f));
      }
    }
  }
}

TEST(MeshShape, SizesReachAHundredThousandTriangles) {
  MeshSpec<float> s;
  s.shape = gv::query::kBox;
  s.size = 91;
  EXPECT_EQ(gv::query::mesh_triangle_count(s), 99372u);
  s.shape = gv::query::kFan;
  s.size = 50000;
  EXPECT_EQ(gv::query::mesh_triangle_count(s), 100000u);
  s.shape = gv::query::kIcosphere;
  s.size = 6;
  EXPECT_EQ(gv::query::mesh_triangle_count(s), 81920u);
  s.shape = gv::query::kOctahedron;
  EXPECT_EQ(gv::query::mesh_triangle_count(s), 8u);
}

TEST(MeshShape, TheGridBoxIsExact) {
  MeshSpec<float> s;
  s.shape = gv::query::kBox;
  s.size = 4;  // cells of 1 around the origin: coordinates -2 .. 2
  const auto m = gv::query::build_mesh(s);
  for (const float x : m.vertices) EXPECT_EQ(x, std::round(x));
  s.shape = gv::query::kSliverBox;  // every third cell 2^-12 wide: still dyadic, exact
  const auto thin = gv::query::build_mesh(s);
  for (const float x : thin.vertices) EXPECT_EQ(std::ldexp(x, 13), std::round(std::ldexp(x, 13)));
}

TEST(MeshShape, InvalidSpecsAreRefused) {
  MeshSpec<float> s;
  s.shape = 9;
  EXPECT_FALSE(gv::query::is_valid(s));
  EXPECT_EQ(gv::query::build_mesh(s).triangle_count(), 0u);
  s.shape = gv::query::kIcosphere;
  s.size = 7;
  EXPECT_FALSE(gv::query::is_valid(s));
  s.size = 1;
  s.perm[0] = 1;  // not a permutation
  EXPECT_FALSE(gv::query::is_valid(s));
  s.perm[0] = 0;
  s.offset.x = std::numeric_limits<float>::infinity();
  EXPECT_FALSE(gv::query::is_valid(s));
}

TEST(MeshShape, TheLiteralNamesTheSpec) {
  MeshSpec<double> s;
  s.shape = gv::query::kFan;
  s.size = 5;
  s.seed = 42;
  EXPECT_EQ(gv::query::declaration("mesh", s),
            "gv::query::MeshSpec<double> mesh{4, 5, 0x2au, 0, {0, 1, 2}, {0, 0, 0}, {0x0p+0, 0x0p+0, 0x0p+0}};  // fan, "
            "10 triangles");
}

}  // namespace

}  // namespace gv_query_mesh_test
