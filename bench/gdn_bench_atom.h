#pragma once
// ATOM's part-2 kernels on the timing model (gdn_bench_atom.cpp): one row per configuration.
#include <string>
#include <vector>

namespace gfxtile::gdn_bench {

struct AtomRow {
  std::string config, bound;
  std::string not_launchable;  // why the target cannot launch this configuration (then not modelled)
  double device_us = 0, matrix_share = 0;  // matrix FLOP/s over the bf16 peak
  int vgprs = 0, spills = 0, waves_per_simd = 0;
};

// H = 16, HV = 32, `sequences` x `length` tokens; `only`: one configuration id ("" = every one).
std::vector<AtomRow> atom_chunk_h(const std::string& target, int sequences, int length, const std::string& only);
std::vector<AtomRow> atom_chunk_o(const std::string& target, int sequences, int length, const std::string& only);
AtomRow atom_gated_norm(const std::string& target, int sequences, int length);

}  // namespace gfxtile::gdn_bench
