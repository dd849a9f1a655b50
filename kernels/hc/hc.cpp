#include "kernels/hc/hc.h"

#include <fmt/format.h>

#include "core/error.h"
#include "dsl_runtime/dsl_kernel.h"
#include "kernels/hc/kernels.h"

namespace gfxtile::hc {

namespace {

std::string shape_text(const std::vector<int64_t>& shape) { return fmt::format("[{}]", fmt::join(shape, ", ")); }

// Shape, dtype and 16-byte alignment (the kernels' vector accesses assume it).
void expect(const DeviceTensor& tensor, const char* name, ElementType type, const std::vector<int64_t>& shape) {
  if (tensor.type != type)
    fail("hc: {} must be {}, got {}", name, element_type_name(type), element_type_name(tensor.type));
  if (tensor.shape != shape) fail("hc: {} must have shape {}, got {}", name, shape_text(shape), shape_text(tensor.shape));
  if (tensor.address == 0) fail("hc: {} is a null pointer", name);
  if (tensor.address % 16 != 0) fail("hc: {} at {:#x} is not 16-byte aligned", name, tensor.address);
}

// [M, K] with K = 4 d: the token count and width, or an Error.
Shape stream_shape(const DeviceTensor& x) {
  if (x.shape.size() != 2) fail("hc: x must be [M, K], got {}", shape_text(x.shape));
  if (x.shape[1] % kStreams != 0) fail("hc: x's K = {} is not 4 d (4 streams)", x.shape[1]);
  return {.tokens = x.shape[0], .width = x.shape[1] / kStreams, .rank = 32};
}

DevicePointer pointer(const DeviceTensor& tensor) { return {tensor.address}; }
uint32_t block_of(const Kernel& kernel) { return static_cast<uint32_t>(kernel.workgroup_size()); }

}  // namespace

DeviceWeights upload_weights(Device& device, const PackedWeights& packed) {
  check_shape({.tokens = 1, .width = packed.width, .rank = packed.rank});
  const int64_t depth = kStreams * packed.width;
  if (packed.padded_rank != padded_rank(packed.rank) ||
      static_cast<int64_t>(packed.down_inject.size()) != packed.padded_rank * depth ||
      static_cast<int64_t>(packed.up.size()) != depth * packed.rank || static_cast<int64_t>(packed.norm_weight.size()) != depth)
    fail("hc::upload_weights: the packed weights do not match width {} and rank {}; make them with pack_weights",
         packed.width, packed.rank);
  auto as_bf16 = [](const std::vector<uint16_t>& bits) {
    return std::vector<BFloat16>(reinterpret_cast<const BFloat16*>(bits.data()),
                                 reinterpret_cast<const BFloat16*>(bits.data()) + bits.size());
  };
  // Enough counters for any decode configuration: 16-row tiles to 128 tokens, 32-column rank tiles.
  const int64_t counters = kDecodeMaxTokens / 16 * ((packed.padded_rank + kRankAlignment - 1) / kRankAlignment);
  return {packed.width, packed.rank, packed.padded_rank,
          DeviceBuffer::upload(device, as_bf16(packed.down_inject), {packed.padded_rank, depth}),
          DeviceBuffer::upload(device, as_bf16(packed.up), {depth, packed.rank}),
          DeviceBuffer::upload(device, as_bf16(packed.norm_weight), {depth}),
          DeviceBuffer::upload(device, std::vector<int32_t>(static_cast<size_t>(counters), 0), {counters})};
}

namespace {

Shape checked_mix_shape(const DeviceWeights& weights, const DeviceTensor& x, const DeviceTensor& sums_of_squares,
                        const DeviceTensor& branch, const DeviceTensor& alpha) {
  Shape shape = stream_shape(x);
  if (shape.width != weights.width)
    fail("hc::mix: x is [M, {}] but the packed weights are for K = 4 d = {}", x.shape[1], kStreams * weights.width);
  shape.rank = weights.rank;
  if (weights.padded_rank != padded_rank(weights.rank) ||
      weights.down_inject.shape() != std::vector<int64_t>{padded_rank(weights.rank), shape.depth()} ||
      weights.up.shape() != std::vector<int64_t>{shape.depth(), weights.rank})
    fail("hc::mix: R = {} does not match the packed weights (down/inject {}, up {})", weights.rank,
         shape_text(weights.down_inject.shape()), shape_text(weights.up.shape()));
  expect(x, "x", ElementType::bf16, {shape.tokens, shape.depth()});
  expect(sums_of_squares, "sums_of_squares", ElementType::f32, {shape.tokens, kStreams});
  expect(branch, "branch", ElementType::bf16, {shape.tokens, shape.width});
  expect(alpha, "alpha", ElementType::f32, {shape.tokens, kStreams});
  return shape;
}

}  // namespace

void mix(Device& device, const DeviceWeights& weights, const DeviceTensor& x, const DeviceTensor& sums_of_squares,
         const DeviceTensor& branch, const DeviceTensor& alpha) {
  const Shape shape = checked_mix_shape(weights, x, sums_of_squares, branch, alpha);
  mix(device, weights, x, sums_of_squares, branch, alpha, mix_config(shape, device.target()));
}

void mix(Device& device, const DeviceWeights& weights, const DeviceTensor& x, const DeviceTensor& sums_of_squares,
         const DeviceTensor& branch, const DeviceTensor& alpha, const MixConfig& config) {
  const Shape shape = checked_mix_shape(weights, x, sums_of_squares, branch, alpha);
  const bool down_pipelined = config.waves > 1, up_pipelined = config.up_waves > 1;
  const bool up_fits = config.tile_m % 16 == 0 && config.tile_m <= (up_pipelined ? 128 : 64) &&
                       config.m_tiles * config.tile_m >= shape.tokens && config.units % 16 == 0 &&
                       (up_pipelined || config.units == 16) &&
                       config.unit_blocks * config.units == shape.width && config.up_waves >= 1 &&
                       (!up_pipelined || (config.reduce_at != ReduceAt::up_kernel && config.stages >= 2 && shape.rank % config.tile_k == 0));
  const bool down_fits = config.down_tile_m % 16 == 0 && config.down_tile_m <= (down_pipelined ? 128 : 64) &&
                         config.down_m_tiles * config.down_tile_m >= shape.tokens && shape.width % config.chunk == 0 &&
                         config.chunk % 32 == 0 && config.splits * config.chunk == shape.depth() &&
                         (config.rank_tile == 32 || config.rank_tile == 64 || (down_pipelined && config.rank_tile == 128)) &&
                         config.n_tiles * config.rank_tile * config.rank_blocks >= padded_rank(shape.rank) && config.waves >= 1 &&
                         config.rank_blocks >= 1 && (config.rank_blocks == 1 || down_pipelined) &&
                         config.row_waves >= 0 && (config.row_waves == 0 || config.waves % config.row_waves == 0) &&
                         (!config.scale_row || down_pipelined) &&
                         (!down_pipelined || ((config.down_stages > 0 ? config.down_stages : config.stages) >= 2 &&
                                              config.chunk % (config.down_tile_k > 0 ? config.down_tile_k : config.tile_k) == 0)) &&
                         (!config.single_token || (!down_pipelined && shape.tokens == 1 && config.chunk <= 512 &&
                                                      (config.chunk & (config.chunk - 1)) == 0)) &&
                         (config.reduce_at != ReduceAt::down_kernel ||
                          (!down_pipelined && arrival_counters(config) <= weights.arrivals.shape()[0]));
  if (!up_fits || !down_fits)
    fail("hc::mix: configuration {} does not fit M = {}, d = {}, R = {}", config.to_string(), shape.tokens, shape.width,
         shape.rank);
  DeviceBuffer partials(device, ElementType::f32, {config.splits, shape.tokens, padded_rank(shape.rank)});
  const int32_t tokens = static_cast<int32_t>(shape.tokens);

  Kernel down_kernel = mix_down(device.target(), shape, config);
  const uint32_t down_block = block_of(down_kernel);
  LoadedKernel down = load(device, std::move(down_kernel));
  const LaunchConfig down_launch = {.grid = {static_cast<uint32_t>(config.n_tiles), static_cast<uint32_t>(config.splits),
                                             static_cast<uint32_t>(config.down_m_tiles)},
                                    .block = {down_block}};
  Kernel up_kernel = mix_up(device.target(), shape, config);
  const uint32_t up_block = block_of(up_kernel);
  LoadedKernel up = load(device, std::move(up_kernel));
  const LaunchConfig up_launch = {.grid = {static_cast<uint32_t>(config.unit_blocks), static_cast<uint32_t>(config.m_tiles)},
                                  .block = {up_block}};
  if (config.reduce_at == ReduceAt::up_kernel) {
    down.launch(down_launch, pointer(x), pointer(sums_of_squares), weights.down_inject, weights.norm_weight, partials, tokens);
    up.launch(up_launch, pointer(x), pointer(sums_of_squares), partials, weights.up, weights.norm_weight, pointer(branch),
              pointer(alpha), tokens);
    device.synchronize();  // the partials go with this call
    return;
  }
  // a lane-ordered in 16-token blocks (mix_reduce's form), so its rows are padded to a multiple of 16.
  DeviceBuffer activations(device, ElementType::bf16, {(shape.tokens + 15) / 16 * 16, shape.rank});
  if (config.reduce_at == ReduceAt::down_kernel) {
    down.launch(down_launch, pointer(x), pointer(sums_of_squares), weights.down_inject, weights.norm_weight, partials, tokens,
                activations, pointer(alpha), weights.arrivals);
  } else {
    down.launch(down_launch, pointer(x), pointer(sums_of_squares), weights.down_inject, weights.norm_weight, partials, tokens);
    Kernel reduce_kernel = mix_reduce(device.target(), shape, config);
    const uint32_t reduce_block = block_of(reduce_kernel);
    LoadedKernel reduce = load(device, std::move(reduce_kernel));
    reduce.launch({.grid = {static_cast<uint32_t>(shape.tokens), static_cast<uint32_t>(reduce_blocks(shape, config))}, .block = {reduce_block}},
                  partials, activations,
                  pointer(alpha), tokens);
  }
  up.launch(up_launch, pointer(x), pointer(sums_of_squares), activations, weights.up, weights.norm_weight, pointer(branch),
            tokens);
  device.synchronize();  // the partials and activations go with this call
}

void combine(Device& device, const DeviceTensor& x, const DeviceTensor& y, const DeviceTensor& alpha,
             const DeviceTensor& out, const DeviceTensor& sums_of_squares, const DeviceTensor* next_norm_weight,
             const DeviceTensor* normalised) {
  const Shape shape = stream_shape(x);
  check_shape(shape);
  expect(x, "x", ElementType::bf16, {shape.tokens, shape.depth()});
  expect(y, "y", ElementType::bf16, {shape.tokens, shape.width});
  expect(alpha, "alpha", ElementType::f32, {shape.tokens, kStreams});
  expect(out, "out", ElementType::bf16, {shape.tokens, shape.depth()});
  expect(sums_of_squares, "sums_of_squares", ElementType::f32, {shape.tokens, kStreams});
  if ((next_norm_weight == nullptr) != (normalised == nullptr))
    fail("hc::combine: next_norm_weight and normalised come together (both or neither)");
  const bool with_normalised = normalised != nullptr;
  if (with_normalised) {
    expect(*next_norm_weight, "next_norm_weight", ElementType::bf16, {shape.depth()});
    expect(*normalised, "normalised", ElementType::bf16, {shape.tokens, shape.depth()});
    if (out.address == x.address)
      fail("hc::combine: the normalised output recomputes X' from x, so out may not be x when it is asked for");
  }
  Kernel kernel = hc::combine(device.target(), shape.width, with_normalised, shape.tokens <= kDecodeMaxTokens);
  const LaunchConfig launch = {.grid = {static_cast<uint32_t>(shape.tokens), kStreams}, .block = {block_of(kernel)}};
  LoadedKernel loaded = load(device, std::move(kernel));
  if (with_normalised)
    loaded.launch(launch, pointer(x), pointer(y), pointer(alpha), pointer(out), pointer(sums_of_squares),
                  pointer(*next_norm_weight), pointer(*normalised));
  else
    loaded.launch(launch, pointer(x), pointer(y), pointer(alpha), pointer(out), pointer(sums_of_squares));
  device.synchronize();
}

void sums_of_squares(Device& device, const DeviceTensor& x, const DeviceTensor& out) {
  const Shape shape = stream_shape(x);
  check_shape(shape);
  expect(x, "x", ElementType::bf16, {shape.tokens, shape.depth()});
  expect(out, "sums_of_squares", ElementType::f32, {shape.tokens, kStreams});
  Kernel kernel = hc::sums_of_squares(device.target(), shape.width);
  const LaunchConfig launch = {.grid = {static_cast<uint32_t>(shape.tokens), kStreams}, .block = {block_of(kernel)}};
  LoadedKernel loaded = load(device, std::move(kernel));
  loaded.launch(launch, pointer(x), pointer(out));
  device.synchronize();
}

}  // namespace gfxtile::hc
