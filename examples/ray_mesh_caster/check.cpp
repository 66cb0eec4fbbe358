// SPDX-License-Identifier: MIT
// Judges my_bvh.h's caster over whole meshes with geoverify:
//   check_my_caster [--robust] [--seed N] [--meshes N] [--rays N]
// Exit 0: the caster holds its contract; 1: violations (printed with the
// mesh and the ray that show them); 2: a bad argument.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "geoverify/campaign/mesh_check.h"
#include "my_bvh.h"

namespace {

bool number(const char* s, std::uint64_t& out) {
  char* end = nullptr;
  const unsigned long long v = std::strtoull(s, &end, 10);
  if (end == s || *end != '\0' || v == 0) return false;
  out = v;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  bool robust = false;
  gv::campaign::MeshCheckOptions options;
  options.meshes = 64;
  options.rays_per_mesh = 512;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    std::uint64_t* target = a == "--seed" ? &options.seed : a == "--meshes" ? &options.meshes
                          : a == "--rays" ? &options.rays_per_mesh : nullptr;
    if (a == "--robust") {
      robust = true;
    } else if (target && i + 1 < argc && number(argv[i + 1], *target)) {
      ++i;
    } else {
      std::fprintf(stderr, "check_my_caster: bad argument '%s' (want --robust, --seed N, --meshes N, --rays N)\n",
                   a.c_str());
      return 2;
    }
  }
  auto bvh = std::make_shared<my::Bvh>();
  gv::campaign::RayCaster<float> caster;
  caster.name = robust ? "my::Bvh::cast_robust" : "my::Bvh::cast_plain";
  // The promise: no leaks, t within 1e-5 of the scene's size.
  caster.contract = gv::query::Contract::watertight();
  caster.t_contract = gv::query::NumberContract::absolute(1e-5);
  caster.prepare = [bvh](const gv::TriangleMesh<float>& m) { bvh->build(m.vertices, m.indices, m.triangle_count); };
  caster.cast = [bvh, robust](const gv::Ray<float>& r, const gv::TriangleMesh<float>&) {
    const float o[3] = {r.o.x, r.o.y, r.o.z}, d[3] = {r.dir.x, r.dir.y, r.dir.z};
    const my::Hit h = robust ? bvh->cast_robust(o, d) : bvh->cast_plain(o, d);
    return gv::campaign::MeshCast<float>{h.hit, h.triangle, h.t};
  };
  const gv::campaign::MeshCheckResult r = gv::campaign::check_ray_caster(caster, options);
  std::fputs(gv::campaign::to_text(r).c_str(), stdout);
  return r.holds() ? 0 : 1;
}
