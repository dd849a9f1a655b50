#pragma once
// A GDN decode / verify problem for the tests: random bf16 inputs, pools with random states in
// some slots, the kernel run on the emulator and the fp64 reference (kernels/gdn/reference_decode.h)
// on the same inputs; the comparisons of y, the written SSM states and the written conv states.

#include <cstdint>
#include <string>
#include <vector>

#include "kernels/gdn/decode_kernel.h"
#include "kernels/gdn/reference_decode.h"
#include "testing/testing.h"

namespace gfxtile::gdn::test {

struct DecodeProblem {
  DecodeShape shape;
  int slots = 8;
  std::vector<int32_t> lengths;                      // tokens a sequence (decode: all 1)
  std::vector<int32_t> read_slots;                   // per sequence (-1: padding)
  std::vector<std::vector<int32_t>> write_slots;     // per sequence, per token
  uint64_t seed = 1;
  double state_scale = 0.5;                          // deviation of the initial states

  // Host data (fp64 copies of bf16-representable values); filled by generate().
  DecodeReferenceInputs inputs;
  DecodeReferencePools pools;
  std::vector<int32_t> accepted;  // verify: the read slot is state_indices_in[s, accepted - 1]
  void generate();
};

struct DecodeResult {
  testing::Comparison y, ssm, conv;
  std::vector<double> y_kernel, y_reference;
  std::vector<float> ssm_kernel;  // the whole pool after the launch
  std::vector<double> ssm_reference;
  int32_t conv_sync_nonzero = 0;  // arrival counters the kernel left non-zero (it must leave none)
  std::string describe() const;
};

// Runs the kernel (decode when !shape.multi_token) on an emulated target against the reference.
// The pools are uploaded from the problem and the problem's pools become the reference's
// result, so a caller can chain steps.
DecodeResult run_decode_problem(const TargetId& target, DecodeProblem& problem);

}  // namespace gfxtile::gdn::test

namespace gfxtile::gdn::test {

// `steps` consecutive decode steps of `sequences` sequences (slot s each) through one
// gdn::DecodeSession on an emulator device, fresh random in_proj outputs each step, against the fp64 recurrence
// carried alongside. With `prefill_tokens`, the slots start from a prefill of that many tokens
// from zero state: the fp64 one's state and conv window stored as f32 (ChainPrefill::reference),
// or what gdn::prefill's kernels leave in the pools (ChainPrefill::device); the reference always
// continues from the fp64 prefill.
struct DecodeChainResult {
  double state_relative_l2 = 0;   // after the last step, kernel's f32 pool vs the fp64 states
  double worst_y_relative_l2 = 0; // over the steps
  double worst_y_ulps = 0;        // bf16 ulps, over the steps (large only where y is near 0)
  double least_y_within_1_ulp = 1; // fraction of y within 1 bf16 ulp, the lowest over the steps
  // ChainPrefill::device: the pools gdn::prefill left against the fp64 prefill's, before the steps.
  double handover_state_relative_l2 = 0, handover_conv_relative_l2 = 0;
};
enum class ChainPrefill { reference, device };
DecodeChainResult run_decode_chain(const TargetId& target, const DecodeShape& shape, int sequences, int steps,
                                   int prefill_tokens, uint64_t seed, ChainPrefill prefill = ChainPrefill::reference);

}  // namespace gfxtile::gdn::test
