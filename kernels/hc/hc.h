#pragma once
// gfxtile::hc: the hyper-connection site's host entry points (README.md). Each checks its inputs
// (clear Errors before any launch), picks configurations with the launch rule (config.h) and
// launches on any Device (HIP or the emulator).
//
//   auto packed = hc::pack_weights({w, w_down, w_up, w_inj}, d, R);
//   hc::DeviceWeights weights = hc::upload_weights(device, packed);
//   hc::sums_of_squares(device, x, ss);                      // first site only
//   hc::mix(device, weights, x, ss, branch_input, alpha);     // -> the branch computes y
//   hc::combine(device, x, y, alpha, x, ss);                  // in place: X' and the next site's ss
#include <cstdint>
#include <vector>

#include "runtime/buffer.h"
#include "runtime/device.h"
#include "kernels/hc/config.h"
#include "kernels/hc/pack.h"

namespace gfxtile::hc {

// A device tensor the entry points read or write: address, element type, shape (row-major).
struct DeviceTensor {
  uint64_t address = 0;
  ElementType type = ElementType::u8;
  std::vector<int64_t> shape;
  DeviceTensor(uint64_t address, ElementType type, std::vector<int64_t> shape)
      : address(address), type(type), shape(std::move(shape)) {}
  DeviceTensor(const DeviceBuffer& buffer)  // NOLINT: a buffer is a tensor
      : address(buffer.address()), type(buffer.element_type()), shape(buffer.shape()) {}
};

// The packed weights on the device, and the down kernel's arrival counters (i32, zero between
// mixes: each launch's last arrivers reset theirs; ReduceAt::down_kernel), so one upload serves
// repeated mixes, one at a time.
struct DeviceWeights {
  int64_t width = 0, rank = 0, padded_rank = 0;
  DeviceBuffer down_inject, up, norm_weight, arrivals;
};
DeviceWeights upload_weights(Device& device, const PackedWeights& packed);

// x bf16 [M, 4d], sums_of_squares f32 [M, 4] (per stream, of x) -> branch bf16 [M, d], alpha f32
// [M, 4]. Two or three launches (down + inject logits, reduce + SiLU where the rule has it apart,
// up + gate + mean); M > 128 takes the prefill configuration.
void mix(Device& device, const DeviceWeights& weights, const DeviceTensor& x, const DeviceTensor& sums_of_squares,
         const DeviceTensor& branch, const DeviceTensor& alpha);
// The same with a configuration other than the launch rule's (tests and benchmarks compare the
// decode and prefill paths on one shape); Error when it does not fit the shape.
void mix(Device& device, const DeviceWeights& weights, const DeviceTensor& x, const DeviceTensor& sums_of_squares,
         const DeviceTensor& branch, const DeviceTensor& alpha, const MixConfig& config);

// out = bf16(x + alpha_s * y) per stream (out may be x), sums_of_squares f32 [M, 4] of the
// stored out; with next_norm_weight bf16 [4d] and normalised bf16 [M, 4d] (not x) also the next
// site's normalised input.
void combine(Device& device, const DeviceTensor& x, const DeviceTensor& y, const DeviceTensor& alpha,
             const DeviceTensor& out, const DeviceTensor& sums_of_squares, const DeviceTensor* next_norm_weight = nullptr,
             const DeviceTensor* normalised = nullptr);

// The first site's sums of squares of x bf16 [M, 4 width] -> f32 [M, 4].
void sums_of_squares(Device& device, const DeviceTensor& x, const DeviceTensor& out);

}  // namespace gfxtile::hc
