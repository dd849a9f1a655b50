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

// ATOM's whole prefill chain at the perf set's shape (16384 tokens, H 16, HV 32, as `sequences`
// = 1 or 8 sequences), grouped into gfxtile's four stages: conv_gating (causal conv1d, gating,
// l2norm twice: q and k), chunk_wy (cumsum + k k^T, solve_tril, merge + recompute), chunk_h,
// chunk_o (with its gated RMSNorm). Each launch of the set is timed by emu::replay (perf fill,
// the timing model's default machine, at least a workgroup per CU); a kernel with several
// configurations counts its fastest, among those `only` lists where it lists any of them. The
// kernels the set records at 1 x 16384 only (the chunk-local WY and chunk_o) serve both splits.
struct AtomChainStage {
  std::string stage;
  double device_us = 0;
  std::string detail;  // "kernel config us + ..."
};
std::vector<AtomChainStage> atom_chain(const std::string& target, int sequences, const std::string& only);

}  // namespace gfxtile::gdn_bench
