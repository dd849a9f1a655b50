// The GDN prefill chain (gdn.h): host checks, the workspace plan, the launches with the launch
// rules of config_part2.h.
#include <algorithm>
#include <set>

#include "core/error.h"
#include "dsl_runtime/dsl_kernel.h"
#include "kernels/gdn/chunk_h.h"
#include "kernels/gdn/chunk_o.h"
#include "kernels/gdn/gdn.h"
#include "kernels/gdn/prefill_part1.h"

namespace gfxtile::gdn {
namespace {
// The longest sequence of the batch (chunk_o's launch rule: the row tile of short batches).
int64_t longest_sequence(const PrefillProblem& problem) {
  int64_t longest = 0;
  for (size_t s = 0; s + 1 < problem.cu_seqlens.size(); ++s)
    longest = std::max<int64_t>(longest, problem.cu_seqlens[s + 1] - problem.cu_seqlens[s]);
  return longest;
}
}  // namespace


namespace {
constexpr size_t kAlignment = 256;

PrefillShape part1_shape(const PrefillProblem& problem) {
  return PrefillShape{.tokens = problem.tokens(), .sequences = problem.sequences(), .key_heads = problem.key_heads,
                      .value_heads = problem.value_heads, .head_dim = kHeadDim, .cu_seqlens = problem.cu_seqlens};
}
size_t aligned(size_t bytes) { return (bytes + kAlignment - 1) / kAlignment * kAlignment; }

// Where each intermediate lives in the workspace (byte offsets).
struct WorkspacePlan {
  size_t part1 = 0, q = 0, k = 0, v = 0, g = 0, beta = 0, G = 0, w = 0, u = 0;
  size_t h = 0, v_new = 0, cu_seqlens = 0, chunk_offsets = 0, chunk_table = 0, cache_indices = 0,
         cache_indices_in = 0, has_initial_state = 0, bytes = 0;
};
WorkspacePlan plan_workspace(const PrefillProblem& problem) {
  const size_t T = static_cast<size_t>(problem.tokens()), HV = static_cast<size_t>(problem.value_heads);
  const size_t C = static_cast<size_t>(problem.chunks()), N = static_cast<size_t>(problem.sequences());
  WorkspacePlan plan;
  size_t at = 0;
  auto take = [&](size_t bytes) { const size_t here = at; at += aligned(std::max<size_t>(bytes, 1)); return here; };
  const size_t H = static_cast<size_t>(problem.key_heads), D = kHeadDim;
  // Part 1's tables (only when its shape is valid: the query must not throw on any problem).
  plan.part1 = take(problem.sequences() >= 1 && problem.tokens() >= 1 ? part1_workspace_bytes(part1_shape(problem)) : 0);
  plan.q = take(T * H * D * 2);
  plan.k = take(T * H * D * 2);
  plan.v = take(T * HV * D * 2);
  plan.g = take(T * HV * 4);
  plan.beta = take(T * HV * 4);
  plan.G = take(T * HV * 4);
  plan.w = take(T * HV * D * 2);
  plan.u = take(T * HV * D * 2);
  plan.h = take(C * HV * kHeadDim * kHeadDim * 2);
  plan.v_new = take(T * HV * kHeadDim * 2);
  plan.cu_seqlens = take((N + 1) * 4);
  plan.chunk_offsets = take((N + 1) * 4);
  plan.chunk_table = take(C * 3 * 4);
  plan.cache_indices = take(N * 4);
  plan.cache_indices_in = take(N * 4);
  plan.has_initial_state = take(N * 4);
  plan.bytes = at;
  return plan;
}

void require_address(uint64_t address, const char* name) {
  if (address == 0) fail("gdn prefill: the {} tensor is a null device address", name);
}
}  // namespace

int64_t PrefillProblem::chunks() const {
  int64_t chunks = 0;
  for (size_t s = 0; s + 1 < cu_seqlens.size(); ++s) chunks += (cu_seqlens[s + 1] - cu_seqlens[s] + kChunk - 1) / kChunk;
  return chunks;
}

void check_prefill_problem(const PrefillProblem& p) {
  if (p.key_heads <= 0 || p.value_heads <= 0 || p.value_heads % p.key_heads != 0)
    fail("gdn prefill: value heads ({}) must be a positive multiple of key heads ({})", p.value_heads, p.key_heads);
  if (p.cu_seqlens.size() < 2) fail("gdn prefill: cu_seqlens needs at least two entries (N + 1 for N >= 1 sequences)");
  if (p.cu_seqlens[0] != 0) fail("gdn prefill: cu_seqlens[0] is {}, must be 0", p.cu_seqlens[0]);
  for (int s = 0; s < p.sequences(); ++s)
    if (p.cu_seqlens[s + 1] < p.cu_seqlens[s])
      fail("gdn prefill: cu_seqlens decreases at sequence {} ({} then {})", s, p.cu_seqlens[s], p.cu_seqlens[s + 1]);
  const size_t N = static_cast<size_t>(p.sequences());
  if (p.cache_indices.size() != N) fail("gdn prefill: {} cache_indices for {} sequences", p.cache_indices.size(), N);
  if (!p.cache_indices_in.empty() && p.cache_indices_in.size() != N)
    fail("gdn prefill: {} cache_indices_in for {} sequences", p.cache_indices_in.size(), N);
  if (!p.has_initial_state.empty() && p.has_initial_state.size() != N)
    fail("gdn prefill: {} has_initial_state entries for {} sequences", p.has_initial_state.size(), N);
  std::set<int32_t> written;
  for (size_t s = 0; s < N; ++s) {
    const int32_t slot = p.cache_indices[s];
    if (slot < -1 || slot >= p.slots)
      fail("gdn prefill: sequence {} writes slot {}, outside [0, {}) (or -1 for padding)", s, slot, p.slots);
    if (slot < 0) continue;
    if (!written.insert(slot).second) fail("gdn prefill: slot {} is written by two sequences", slot);
    const bool initial = p.has_initial_state.empty() || p.has_initial_state[s] != 0;
    const int32_t read = p.cache_indices_in.empty() ? slot : p.cache_indices_in[s];
    if (initial && (read < 0 || read >= p.slots))
      fail("gdn prefill: sequence {} reads slot {}, outside [0, {})", s, read, p.slots);
  }
  // A sequence may not read a slot another sequence of the batch writes (they run concurrently).
  for (size_t s = 0; s < N && !p.cache_indices_in.empty(); ++s) {
    const bool initial = p.has_initial_state.empty() || p.has_initial_state[s] != 0;
    if (p.cache_indices[s] < 0 || !initial) continue;
    const int32_t read = p.cache_indices_in[s];
    if (read != p.cache_indices[s] && written.count(read))
      fail("gdn prefill: sequence {} reads slot {}, which another sequence of the batch writes", s, read);
  }
}

size_t prefill_workspace_bytes(const PrefillProblem& problem) { return plan_workspace(problem).bytes; }

void prefill_recurrence_output(Device& device, const PrefillProblem& problem, const RecurrenceOutputTensors& t,
                               uint64_t workspace, size_t workspace_bytes) {
  check_prefill_problem(problem);
  const WorkspacePlan plan = plan_workspace(problem);
  if (workspace == 0 || workspace_bytes < plan.bytes)
    fail("gdn prefill: the workspace has {} bytes, needs {} (prefill_workspace_bytes)", workspace_bytes, plan.bytes);
  for (auto [address, name] : {std::pair{t.q, "q"}, {t.k, "k"}, {t.w, "w"}, {t.u, "u"}, {t.g_cumsum, "g_cumsum"},
                               {t.z, "z"}, {t.norm_weight, "norm_weight"}, {t.ssm_states, "ssm_states"}, {t.y, "y"}})
    require_address(address, name);
  const int N = problem.sequences();
  const int64_t C = problem.chunks();
  if (problem.tokens() == 0) return;
  const TargetId& target = device.target();

  // Metadata into the workspace.
  std::vector<int32_t> chunk_offsets{0}, chunk_table;
  for (int s = 0; s < N; ++s) {
    const int32_t begin = problem.cu_seqlens[s], end = problem.cu_seqlens[s + 1];
    for (int32_t t0 = begin; t0 < end; t0 += kChunk) chunk_table.insert(chunk_table.end(), {s, t0, std::min(kChunk, end - t0)});
    chunk_offsets.push_back(chunk_offsets.back() + (end - begin + kChunk - 1) / kChunk);
  }
  const std::vector<int32_t> read_slots = problem.cache_indices_in.empty() ? problem.cache_indices : problem.cache_indices_in;
  std::vector<int32_t> has_initial(N, 1);
  for (size_t s = 0; s < problem.has_initial_state.size(); ++s) has_initial[s] = problem.has_initial_state[s] != 0;
  auto put = [&](size_t offset, const std::vector<int32_t>& values) {
    if (!values.empty()) device.copy_to_device(workspace + offset, values.data(), values.size() * 4);
  };
  put(plan.cu_seqlens, problem.cu_seqlens);
  put(plan.chunk_offsets, chunk_offsets);
  put(plan.chunk_table, chunk_table);
  put(plan.cache_indices, problem.cache_indices);
  put(plan.cache_indices_in, read_slots);
  put(plan.has_initial_state, has_initial);
  const DevicePointer h{workspace + plan.h}, v_new{workspace + plan.v_new};
  auto at = [&](size_t offset) { return DevicePointer{workspace + offset}; };

  ChunkHParameters h_parameters{.key_heads = problem.key_heads, .value_heads = problem.value_heads,
                                .state_layout = problem.state_layout,
                                .config = chunk_h_config(target, N, problem.value_heads)};
  Kernel h_kernel = chunk_h(target, h_parameters);
  const uint32_t h_block = static_cast<uint32_t>(h_kernel.workgroup_size());
  LoadedKernel recurrence = load(device, std::move(h_kernel));
  recurrence.launch({.grid = {static_cast<uint32_t>(kHeadDim / h_parameters.config.block_v), static_cast<uint32_t>(N),
                              static_cast<uint32_t>(problem.value_heads)},
                     .block = {h_block}},
                    DevicePointer{t.k}, DevicePointer{t.w}, DevicePointer{t.u}, DevicePointer{t.g_cumsum}, h, v_new,
                    DevicePointer{t.ssm_states}, at(plan.cu_seqlens), at(plan.chunk_offsets), at(plan.cache_indices),
                    at(plan.cache_indices_in), at(plan.has_initial_state));

  ChunkOParameters o_parameters{.key_heads = problem.key_heads, .value_heads = problem.value_heads,
                                .gate = problem.gate, .snapshots = h_parameters.config.snapshots,
                                .config = chunk_o_config(target, C, problem.value_heads, longest_sequence(problem))};
  Kernel o_kernel = chunk_o(target, o_parameters);
  const uint32_t o_block = static_cast<uint32_t>(o_kernel.workgroup_size());
  LoadedKernel output = load(device, std::move(o_kernel));
  const ChunkOGrid o_grid = chunk_o_grid(o_parameters.config, C, problem.value_heads);
  output.launch({.grid = {o_grid.x, o_grid.y}, .block = {o_block}}, DevicePointer{t.q}, DevicePointer{t.k}, v_new, h,
                DevicePointer{t.z}, DevicePointer{t.norm_weight}, DevicePointer{t.g_cumsum}, DevicePointer{t.y},
                at(plan.chunk_table), at(plan.cache_indices), static_cast<int32_t>(C));
  device.synchronize();
}

void prefill(Device& device, const PrefillProblem& problem, const PrefillTensors& t, uint64_t workspace,
             size_t workspace_bytes) {
  check_prefill_problem(problem);
  const PrefillShape shape = part1_shape(problem);
  check_prefill_shape(shape);
  const WorkspacePlan plan = plan_workspace(problem);
  if (workspace == 0 || workspace_bytes < plan.bytes)
    fail("gdn prefill: the workspace has {} bytes, needs {} (prefill_workspace_bytes)", workspace_bytes, plan.bytes);
  for (auto [address, name] : {std::pair{t.qkv, "qkv"}, {t.a, "a"}, {t.b, "b"}, {t.z, "z"}, {t.conv_weight, "conv_weight"},
                               {t.A_log, "A_log"}, {t.dt_bias, "dt_bias"}, {t.norm_weight, "norm_weight"},
                               {t.conv_states, "conv_states"}, {t.ssm_states, "ssm_states"}, {t.y, "y"}})
    require_address(address, name);
  const ConvSlots slots{.slots = problem.slots, .cache_indices = problem.cache_indices,
                        .cache_indices_in = problem.cache_indices_in, .has_initial_state = problem.has_initial_state};
  build_conv_slot_table(shape, slots);  // its checks, before any launch
  auto at = [&](size_t offset) { return workspace + offset; };
  launch_conv_gating(device, shape, slots,
                     {.qkv = t.qkv, .conv_weight = t.conv_weight, .conv_state = t.conv_states, .a = t.a, .b = t.b,
                      .A_log = t.A_log, .dt_bias = t.dt_bias, .q = at(plan.q), .k = at(plan.k), .v = at(plan.v),
                      .g = at(plan.g), .beta = at(plan.beta), .workspace = at(plan.part1)});
  launch_chunk_wy(device, shape,
                  {.k = at(plan.k), .v = at(plan.v), .g = at(plan.g), .beta = at(plan.beta), .G = at(plan.G),
                   .w = at(plan.w), .u = at(plan.u), .workspace = at(plan.part1)});
  prefill_recurrence_output(device, problem,
                            {.q = at(plan.q), .k = at(plan.k), .w = at(plan.w), .u = at(plan.u), .g_cumsum = at(plan.G),
                             .z = t.z, .norm_weight = t.norm_weight, .ssm_states = t.ssm_states, .y = t.y},
                            workspace, workspace_bytes);
}

}  // namespace gfxtile::gdn
