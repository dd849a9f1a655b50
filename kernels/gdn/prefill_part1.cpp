// Host side of part 1: input checks, the tables the kernels read, the launches.

#include "kernels/gdn/prefill_part1.h"

#include <limits>

#include "core/error.h"
#include "dsl_runtime/dsl_kernel.h"
#include "kernels/gdn/config_part1.h"
#include "kernels/gdn/conv.h"
#include "kernels/gdn/wy.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::gdn {

namespace {

constexpr int64_t kInt32Limit = std::numeric_limits<int32_t>::max();

int64_t channels(const PrefillShape& shape) {
  return 2 * int64_t{shape.key_heads} * shape.head_dim + int64_t{shape.value_heads} * shape.head_dim;
}

uint64_t align16(uint64_t bytes) { return (bytes + 15) / 16 * 16; }

// Byte offsets of the workspace's tables: chunk table, the conv's chunk table, slot table, cu_seqlens.
struct WorkspaceLayout {
  uint64_t chunks = 0, conv_chunks = 0, slots = 0, cu = 0, total = 0;
};
WorkspaceLayout workspace_layout(const PrefillShape& shape) {
  WorkspaceLayout layout;
  layout.conv_chunks = align16(uint64_t(chunk_count(shape)) * 3 * 4);
  layout.slots = layout.conv_chunks + align16(uint64_t(chunk_count(shape)) * 3 * 4);
  layout.cu = layout.slots + align16(uint64_t(shape.sequences) * 2 * 4);
  layout.total = layout.cu + align16(uint64_t(shape.sequences + 1) * 4);
  return layout;
}

void require_address(uint64_t address, const char* what, const char* stage) {
  if (address == 0) fail("gdn {}: buffer '{}' is null", stage, what);
}

template <typename T>
void upload(Device& device, uint64_t address, const std::vector<T>& values) {
  if (!values.empty()) device.copy_to_device(address, values.data(), values.size() * sizeof(T));
}

// Launches and, on devices that may unload the code while it runs (HIP), waits for it.
template <typename... Args>
void launch_kernel(Device& device, Kernel kernel, Dim3 grid, const Args&... arguments) {
  const uint32_t block = static_cast<uint32_t>(kernel.workgroup_size());
  LoadedKernel loaded = load(device, std::move(kernel));
  loaded.launch({.grid = grid, .block = {block}}, arguments...);
  if (device.kind() != "emulator") device.synchronize();
}

}  // namespace

void check_prefill_shape(const PrefillShape& shape) {
  if (shape.head_dim != 128) fail("gdn prefill: head_dim is {}; only 128 (K = V = 128) is supported", shape.head_dim);
  if (shape.key_heads < 1 || shape.value_heads < 1)
    fail("gdn prefill: key_heads ({}) and value_heads ({}) must be at least 1", shape.key_heads, shape.value_heads);
  if (shape.value_heads % shape.key_heads != 0)
    fail("gdn prefill: value_heads ({}) is not a multiple of key_heads ({})", shape.value_heads, shape.key_heads);
  if (shape.sequences < 1) fail("gdn prefill: sequences is {}; need at least 1", shape.sequences);
  if (shape.cu_seqlens.size() != size_t(shape.sequences) + 1)
    fail("gdn prefill: cu_seqlens has {} entries; sequences = {} needs {}", shape.cu_seqlens.size(), shape.sequences,
         shape.sequences + 1);
  if (shape.cu_seqlens[0] != 0) fail("gdn prefill: cu_seqlens[0] is {}; it must be 0", shape.cu_seqlens[0]);
  for (int s = 0; s < shape.sequences; ++s)
    if (shape.cu_seqlens[s + 1] <= shape.cu_seqlens[s])
      fail("gdn prefill: cu_seqlens is not increasing at sequence {} ({} then {})", s, shape.cu_seqlens[s],
           shape.cu_seqlens[s + 1]);
  if (shape.cu_seqlens.back() != shape.tokens)
    fail("gdn prefill: cu_seqlens ends at {} but tokens is {}", shape.cu_seqlens.back(), shape.tokens);
  if (shape.tokens * channels(shape) > kInt32Limit)
    fail("gdn prefill: tokens x channels = {} exceeds the kernels' 32-bit offsets", shape.tokens * channels(shape));
}

int64_t chunk_count(const PrefillShape& shape) {
  int64_t count = 0;
  for (int s = 0; s + 1 < int(shape.cu_seqlens.size()); ++s)
    count += (int64_t{shape.cu_seqlens[s + 1]} - shape.cu_seqlens[s] + kChunk - 1) / kChunk;
  return count;
}

std::vector<int32_t> build_chunk_table(const PrefillShape& shape) {
  std::vector<int32_t> table;
  table.reserve(chunk_count(shape) * 3);
  for (int s = 0; s < shape.sequences; ++s)
    for (int32_t t = shape.cu_seqlens[s]; t < shape.cu_seqlens[s + 1]; t += kChunk) {
      table.push_back(s);
      table.push_back(t);
      table.push_back(std::min(kChunk, shape.cu_seqlens[s + 1] - t));
    }
  return table;
}

std::vector<int32_t> build_conv_chunk_table(const PrefillShape& shape) {
  const std::vector<int32_t> in_order = build_chunk_table(shape);
  std::vector<int32_t> first_chunk{0};  // per sequence, its first chunk's index in in_order
  for (int s = 0; s < shape.sequences; ++s)
    first_chunk.push_back(first_chunk.back() + (shape.cu_seqlens[s + 1] - shape.cu_seqlens[s] + kChunk - 1) / kChunk);
  std::vector<int32_t> table;
  table.reserve(in_order.size());
  for (int32_t round = 0; table.size() < in_order.size(); ++round)
    for (int s = 0; s < shape.sequences; ++s)
      if (first_chunk[size_t(s)] + round < first_chunk[size_t(s) + 1]) {
        const size_t at = size_t(first_chunk[size_t(s)] + round) * 3;
        table.insert(table.end(), in_order.begin() + ptrdiff_t(at), in_order.begin() + ptrdiff_t(at + 3));
      }
  return table;
}

std::vector<int32_t> build_conv_slot_table(const PrefillShape& shape, const ConvSlots& slots) {
  const size_t n = size_t(shape.sequences);
  if (slots.cache_indices.size() != n)
    fail("gdn conv: cache_indices has {} entries for {} sequences", slots.cache_indices.size(), n);
  if (!slots.cache_indices_in.empty() && slots.cache_indices_in.size() != n)
    fail("gdn conv: cache_indices_in has {} entries for {} sequences", slots.cache_indices_in.size(), n);
  if (!slots.has_initial_state.empty() && slots.has_initial_state.size() != n)
    fail("gdn conv: has_initial_state has {} entries for {} sequences", slots.has_initial_state.size(), n);
  if (slots.slots < 0 || slots.slots * channels(shape) * 3 > kInt32Limit)
    fail("gdn conv: {} conv-state slots of {} channels exceed the kernel's 32-bit offsets", slots.slots,
         channels(shape));
  std::vector<int32_t> table;
  for (size_t s = 0; s < n; ++s) {
    const int32_t write = slots.cache_indices[s];
    if (write < -1 || write >= slots.slots)
      fail("gdn conv: cache_indices[{}] = {} is out of range [0, {}) (or -1 for padding)", s, write, slots.slots);
    const int32_t read = slots.cache_indices_in.empty() ? write : slots.cache_indices_in[s];
    const bool initial = slots.has_initial_state.empty() || slots.has_initial_state[s];
    if (write >= 0 && initial && (read < 0 || read >= slots.slots))
      fail("gdn conv: cache_indices_in[{}] = {} is out of range [0, {})", s, read, slots.slots);
    table.push_back(write >= 0 && initial ? read : -1);
    table.push_back(write);
  }
  return table;
}

uint64_t part1_workspace_bytes(const PrefillShape& shape) { return workspace_layout(shape).total; }

void launch_conv_gating(Device& device, const PrefillShape& shape, const ConvSlots& slots,
                        const ConvGatingBuffers& buffers) {
  check_prefill_shape(shape);
  launch_conv_gating(device, shape, slots, buffers, conv_config(device.target(), shape));
}

void launch_conv_gating(Device& device, const PrefillShape& shape, const ConvSlots& slots,
                        const ConvGatingBuffers& buffers, const ConvConfig& config) {
  check_prefill_shape(shape);
  const std::vector<int32_t> slot_table = build_conv_slot_table(shape, slots);
  const std::pair<uint64_t, const char*> required[] = {
      {buffers.qkv, "qkv"}, {buffers.conv_weight, "conv_weight"}, {buffers.a, "a"}, {buffers.b, "b"},
      {buffers.A_log, "A_log"}, {buffers.dt_bias, "dt_bias"}, {buffers.q, "q"}, {buffers.k, "k"},
      {buffers.v, "v"}, {buffers.g, "g"}, {buffers.beta, "beta"}, {buffers.workspace, "workspace"}};
  for (const auto& [address, name] : required) require_address(address, name, "conv");
  bool any_state = false;
  for (size_t s = 0; s < slot_table.size(); s += 2) any_state |= slot_table[s + 1] >= 0;
  if (any_state) require_address(buffers.conv_state, "conv_state", "conv");

  const WorkspaceLayout layout = workspace_layout(shape);
  upload(device, buffers.workspace + layout.conv_chunks, build_conv_chunk_table(shape));
  upload(device, buffers.workspace + layout.slots, slot_table);
  upload(device, buffers.workspace + layout.cu, shape.cu_seqlens);

  const ConvGrid grid = conv_grid(config, shape);
  using P = DevicePointer;
  launch_kernel(device, conv_gating_kernel(device.target(), config), Dim3{grid.x, grid.y, 1}, P{buffers.qkv}, P{buffers.conv_weight},
                P{buffers.conv_state}, P{buffers.a}, P{buffers.b}, P{buffers.A_log}, P{buffers.dt_bias}, P{buffers.q},
                P{buffers.k}, P{buffers.v}, P{buffers.g}, P{buffers.beta}, P{buffers.workspace + layout.conv_chunks},
                P{buffers.workspace + layout.cu}, P{buffers.workspace + layout.slots}, int32_t(shape.key_heads),
                int32_t(shape.value_heads));
}

void launch_chunk_wy(Device& device, const PrefillShape& shape, const ChunkWyBuffers& buffers) {
  launch_chunk_wy(device, shape, buffers, wy_config(device.target(), shape));
}

void launch_chunk_wy(Device& device, const PrefillShape& shape, const ChunkWyBuffers& buffers, const WyConfig& config) {
  check_prefill_shape(shape);
  const std::pair<uint64_t, const char*> required[] = {{buffers.k, "k"}, {buffers.v, "v"}, {buffers.g, "g"},
                                                       {buffers.beta, "beta"}, {buffers.G, "G"}, {buffers.w, "w"},
                                                       {buffers.u, "u"}, {buffers.workspace, "workspace"}};
  for (const auto& [address, name] : required) require_address(address, name, "chunk_wy");
  const WorkspaceLayout layout = workspace_layout(shape);
  upload(device, buffers.workspace + layout.chunks, build_chunk_table(shape));
  using P = DevicePointer;
  launch_kernel(device, chunk_wy_kernel(device.target(), config),
                Dim3{uint32_t(chunk_count(shape)), uint32_t(shape.key_heads), 1}, P{buffers.k}, P{buffers.v},
                P{buffers.g}, P{buffers.beta}, P{buffers.G}, P{buffers.w}, P{buffers.u},
                P{buffers.workspace + layout.chunks}, int32_t(shape.key_heads), int32_t(shape.value_heads));
}

}  // namespace gfxtile::gdn
