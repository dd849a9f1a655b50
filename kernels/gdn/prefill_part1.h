#pragma once
// Part 1 of the GDN prefill chain (kernels/gdn/README.md): the host launch functions of
//   conv + gating + q/k L2 norm (one kernel), and
//   the chunk-local WY stage (cumsum of g, k k^T, (I + A)^-1, w and u).
// Every launch checks its inputs first and throws gfxtile::Error naming what is wrong; nothing
// is launched then. Buffers pass as device addresses; the tables the kernels read (the chunk
// table, the per-sequence conv slots) are written by the launch into the caller's `workspace`
// (`part1_workspace_bytes(shape)` bytes, 16-byte aligned).

#include <cstdint>
#include <vector>

#include "kernels/gdn/shape.h"
#include "runtime/device.h"

namespace gfxtile::gdn {

struct WyConfig;  // config_part1.h

inline constexpr int kChunk = 64;  // BT

// Checks the shape: T = cu_seqlens[N] >= 1, cu_seqlens[0] = 0 and strictly increasing, H >= 1,
// HV a multiple of H, head_dim 128. Throws Error otherwise.
void check_prefill_shape(const PrefillShape& shape);

// The chunk table of kernels/gdn/README.md: per chunk of the batch (sequence, first token, valid
// rows), three int32 each, sequences in order, 64-token chunks from each sequence's start.
std::vector<int32_t> build_chunk_table(const PrefillShape& shape);
// The same chunks in the order the conv kernel walks them: every sequence's first chunk, then
// every second chunk, and so on, so that sequence starts (the only pieces that read and write
// the conv state) sit next to each other in the grid and spread over the CUs instead of landing
// every sequence-length apart, where the CU count can alias them onto a few CUs.
std::vector<int32_t> build_conv_chunk_table(const PrefillShape& shape);
int64_t chunk_count(const PrefillShape& shape);

// The conv-state pool's per-sequence slots (host copies).
struct ConvSlots {
  int64_t slots = 0;                        // the pool's first dimension
  std::vector<int32_t> cache_indices;       // [N] write slot, -1: padding (the sequence is skipped)
  std::vector<int32_t> cache_indices_in;    // [N] read slot; empty: the write slot
  std::vector<uint8_t> has_initial_state;   // [N] nonzero: read the slot's state; empty: all true
};
// Per sequence (read slot or -1 for zeros, write slot or -1 for padding): two int32 each. Checks
// sizes and slot ranges (Error otherwise).
std::vector<int32_t> build_conv_slot_table(const PrefillShape& shape, const ConvSlots& slots);

// Bytes of workspace the part-1 launches need: the chunk table, then the slot table.
uint64_t part1_workspace_bytes(const PrefillShape& shape);

// Conv + gating + q/k norm. Types: qkv [T, D] bf16 (D = 2 H K + HV V, channels [q | k | v]),
// conv_weight [D, 4] bf16, conv_state pool [slots, D, 3] f32 (read and written), a and b
// [T, HV] bf16, A_log and dt_bias [HV] f32. Outputs q, k [T, H, K] bf16 (L2-normalised), v
// [T, HV, V] bf16, g and beta [T, HV] f32. Tokens of padding sequences are not written.
struct ConvGatingBuffers {
  uint64_t qkv = 0, conv_weight = 0, conv_state = 0;
  uint64_t a = 0, b = 0, A_log = 0, dt_bias = 0;
  uint64_t q = 0, k = 0, v = 0, g = 0, beta = 0;
  uint64_t workspace = 0;
};
void launch_conv_gating(Device& device, const PrefillShape& shape, const ConvSlots& slots,
                        const ConvGatingBuffers& buffers);
// The same with a configuration other than the launch rule's (tests of every piece size).
struct ConvConfig;
void launch_conv_gating(Device& device, const PrefillShape& shape, const ConvSlots& slots,
                        const ConvGatingBuffers& buffers, const ConvConfig& config);

// The chunk-local WY stage. Inputs k [T, H, K] bf16, v [T, HV, V] bf16, g and beta [T, HV] f32;
// outputs G [T, HV] f32 (chunk-local cumsum of g), w [T, HV, K] and u [T, HV, V] bf16.
struct ChunkWyBuffers {
  uint64_t k = 0, v = 0, g = 0, beta = 0;
  uint64_t G = 0, w = 0, u = 0;
  uint64_t workspace = 0;  // part1_workspace_bytes(shape); the chunk table is written at its start
};
void launch_chunk_wy(Device& device, const PrefillShape& shape, const ChunkWyBuffers& buffers);
// The same with a configuration other than the launch rule's (WyConfig::xf32).
void launch_chunk_wy(Device& device, const PrefillShape& shape, const ChunkWyBuffers& buffers, const WyConfig& config);

}  // namespace gfxtile::gdn
