#pragma once
// GDN prefill host entry points (README.md): the layer part from the in_proj outputs to the
// out_proj input, on any Device (HIP or the emulator). Inputs are checked on the host before
// any launch (clear gfxtile::Errors); the sequence metadata travels in host vectors and is
// copied into the caller's workspace, sized by prefill_workspace_bytes and reusable.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "kernels/gdn/config_part2.h"
#include "runtime/device.h"

namespace gfxtile::gdn {

// The batch and the layer: H key heads, HV value heads (K = V = 128), the varlen offsets and,
// per sequence, the SSM-state pool slots (write, read: defaults to write; -1 write = padding,
// skipped) and whether it starts from the read slot (else zeros; empty: every sequence does).
struct PrefillProblem {
  int key_heads = 16, value_heads = 32;
  std::vector<int32_t> cu_seqlens;         // [N + 1], cu_seqlens[0] = 0, non-decreasing
  std::vector<int32_t> cache_indices;      // [N] write slots
  std::vector<int32_t> cache_indices_in;   // [N] read slots, or empty
  std::vector<uint8_t> has_initial_state;  // [N] 0 / 1, or empty
  int64_t slots = 0;                       // slots of the pools
  StateLayout state_layout = StateLayout::key_value;
  Gate gate = Gate::silu;

  int sequences() const { return static_cast<int>(cu_seqlens.size()) - 1; }
  int64_t tokens() const { return cu_seqlens.empty() ? 0 : cu_seqlens.back(); }
  int64_t chunks() const;  // sum over sequences of ceil(len / 64)
};

// Bytes of workspace prefill needs for `problem` (intermediates and metadata).
size_t prefill_workspace_bytes(const PrefillProblem& problem);

// The whole chain: conv + gating + q/k norm, the chunk-local WY stage (part 1), the recurrence
// and the output with gated RMSNorm (part 2). The conv-state and SSM-state pools share the
// problem's slots (write / read / has_initial_state per sequence) and are updated in place.
// Types: qkv [T, D] (D = 2 H K + HV V, channels [q | k | v]), a, b [T, HV], z [T, HV V],
// conv_weight [D, 4], norm_weight [V] bf16; A_log, dt_bias [HV] f32; conv states
// [slots, D, 3] f32; SSM states f32 in problem.state_layout; y [T, HV V] bf16 (the out_proj
// input; rows of padding sequences are zeros).
struct PrefillTensors {
  uint64_t qkv = 0, a = 0, b = 0, z = 0;
  uint64_t conv_weight = 0, A_log = 0, dt_bias = 0, norm_weight = 0;
  uint64_t conv_states = 0, ssm_states = 0;
  uint64_t y = 0;
};
void prefill(Device& device, const PrefillProblem& problem, const PrefillTensors& tensors, uint64_t workspace,
             size_t workspace_bytes);

// Stages 5-7 alone: chunk_h then chunk_o, from part 1's outputs (README.md's tensors: q, k
// [T, H, K] bf16, w [T, HV, K] bf16, u [T, HV, V] bf16, G [T, HV] fp32), z [T, HV V] bf16 and the
// norm weight [V] bf16; updates the SSM-state pool (fp32, problem.state_layout) and writes
// y [T, HV V] bf16. The workspace is at least prefill_workspace_bytes(problem).
struct RecurrenceOutputTensors {
  uint64_t q = 0, k = 0, w = 0, u = 0, g_cumsum = 0, z = 0, norm_weight = 0, ssm_states = 0, y = 0;
};
void prefill_recurrence_output(Device& device, const PrefillProblem& problem, const RecurrenceOutputTensors& tensors,
                               uint64_t workspace, size_t workspace_bytes);

// Checks the problem alone (shapes, slots, offsets); prefill* call it before launching anything.
void check_prefill_problem(const PrefillProblem& problem);

}  // namespace gfxtile::gdn
