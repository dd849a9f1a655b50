// The pipelined GEMM example (examples/dsl/gemm_pipelined.cpp) on the emulator with hazard
// checking on: bf16 and fp8, the DMA variant (K and N multiples of 16 bytes of elements) and the
// general one, sizes that are not multiples of the tile, against an fp64 host GEMM; no LDS bank
// conflicts, no spills, one barrier in the main loop and asynchronous copies in the DMA variant.
#include <catch2/catch.hpp>

#include <cmath>
#include <iostream>

#include "examples/dsl/support.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"
#include "testing/testing.h"

using namespace gfxtile;
using gfxtile::testing::integer;
using gfxtile::testing::pointer;
using gfxtile::testing::Random;

namespace {

int occurrences(const std::string& text, const std::string& what) {
  int found = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++found;
  return found;
}

struct Case {
  int m, n, k;
};

void run_gemm(const TargetId& target, bool fp8, const Case& size) {
  const bool fnuz = target.architecture == Architecture::gfx942;
  const DType dtype = fp8 ? (fnuz ? f8e4m3fnuz : f8e4m3) : bf16;
  const int vector = 16 / dtype.bytes(), tile_k = fp8 ? 64 : 32;
  const bool aligned = size.k % vector == 0 && size.n % vector == 0;
  const Kernel kernel = examples::gemm_pipelined_tile(target, "gemm_pipelined", dtype, tile_k, aligned);
  INFO((fp8 ? "fp8" : "bf16") << " " << size.m << "x" << size.n << "x" << size.k << " on " << target.to_string());

  const std::string assembly = kernel_assembly(kernel);
  const std::string copy = target.architecture == Architecture::gfx1250 ? "global_load_async_to_lds" : "global_load_lds";
  CHECK((occurrences(assembly, copy) > 0) == aligned);
  // One barrier, in the main loop (gfx1250 splits it into signal and wait).
  CHECK(occurrences(assembly, target.architecture == Architecture::gfx1250 ? "s_barrier_signal" : "s_barrier\n") == 1);
  if (aligned) {
    // The loop around the barrier keeps the prefetched tiles in flight: none of its waits drains
    // every copy (LLVM waits for all of them before any LDS access it cannot tell apart from the
    // copies' writes, the transposing reads' intrinsics included).
    const size_t barrier = assembly.find(target.architecture == Architecture::gfx1250 ? "s_barrier_signal" : "s_barrier\n");
    REQUIRE(barrier != std::string::npos);
    const size_t label = assembly.rfind("\n.LBB", barrier);
    REQUIRE(label != std::string::npos);
    const std::string name = assembly.substr(label + 1, assembly.find(':', label) - label - 1);
    const size_t branch = assembly.find("s_cbranch_scc1 " + name, barrier);
    REQUIRE(branch != std::string::npos);
    const std::string loop = assembly.substr(label, branch - label);
    // Two stages (gfx942) wait for the one tile in flight: the pipeline's own vmcnt(0) is the only one.
    CHECK(occurrences(loop, "vmcnt(0)") == (target.architecture == Architecture::gfx942 ? 1 : 0));
    CHECK(occurrences(loop, "s_wait_asynccnt 0x0") == 0);
    CHECK(occurrences(loop, copy) > 0);
  }
  const CodeObject object = CodeObject::parse(compile_kernel(kernel));
  const KernelMetadata& metadata = object.kernel(kernel.name).metadata;
  CHECK(metadata.vgpr_spill_count == 0);
  CHECK(metadata.sgpr_spill_count == 0);

  Random random(fp8 ? 5 : 3);
  std::vector<double> a_values, b_values;
  std::vector<uint16_t> a16, b16;
  std::vector<uint8_t> a8, b8;
  auto fill = [&](size_t count, std::vector<double>& decoded, std::vector<uint16_t>& wide, std::vector<uint8_t>& narrow) {
    for (size_t i = 0; i < count; ++i) {
      const float value = random.uniform(-2, 2);
      if (fp8) {
        narrow.push_back(examples::encode_e4m3(value, fnuz));
        decoded.push_back(examples::decode_e4m3(narrow.back(), fnuz));
      } else {
        wide.push_back(testing::to_bf16(value));
        decoded.push_back(testing::from_bf16(wide.back()));
      }
    }
  };
  fill(static_cast<size_t>(size.m * size.k), a_values, a16, a8);
  fill(static_cast<size_t>(size.k * size.n), b_values, b16, b8);
  testing::EmulatedDevice device;
  device.check_hazards = true;
  const uint64_t a = fp8 ? device.upload(a8) : device.upload(a16), b = fp8 ? device.upload(b8) : device.upload(b16);
  const uint64_t c = device.allocate(static_cast<size_t>(size.m * size.n) * sizeof(float));
  REQUIRE_NOTHROW(device.launch(kernel, static_cast<uint32_t>((size.m + 63) / 64),
                        {pointer(a), pointer(b), pointer(c), integer(size.m), integer(size.n), integer(size.k)},
                        static_cast<uint32_t>((size.n + 63) / 64)));
  const auto result = device.download<float>(c, static_cast<size_t>(size.m * size.n));
  double worst = 0;
  for (int i = 0; i < size.m; ++i)
    for (int j = 0; j < size.n; ++j) {
      double sum = 0, magnitude = 0;
      for (int kk = 0; kk < size.k; ++kk) {
        sum += a_values[static_cast<size_t>(i * size.k + kk)] * b_values[static_cast<size_t>(kk * size.n + j)];
        magnitude += std::fabs(a_values[static_cast<size_t>(i * size.k + kk)] * b_values[static_cast<size_t>(kk * size.n + j)]);
      }
      worst = std::max(worst, std::fabs(result[static_cast<size_t>(i * size.n + j)] - sum) / std::max(1.0, magnitude));
    }
  CHECK(worst < 1e-5);
  CHECK(device.last_statistics.lds_bank_conflicts == 0);
  const auto& counts = device.last_statistics.instructions;
  const uint64_t total = device.last_statistics.wave_instructions();
  const uint64_t matrix = counts[static_cast<size_t>(InstructionClass::matrix)];
  // The measurements docs/async.md quotes.
  std::cout << "gemm_pipelined " << (fp8 ? "fp8 " : "bf16 ") << target.to_string() << " " << size.m << "x" << size.n << "x"
            << size.k << (aligned ? " dma" : " registers") << ": vgprs " << metadata.vgpr_count << " agprs "
            << metadata.agpr_count << " sgprs " << metadata.sgpr_count << " lds " << metadata.group_segment_fixed_size
            << " wave-instructions " << total << " matrix " << matrix << " (" << 100.0 * double(matrix) / double(total)
            << "%) bank conflicts " << device.last_statistics.lds_bank_conflicts << "\n";
}

}  // namespace

TEST_CASE("the pipelined GEMM runs hazard-free and conflict-free on the three targets", "[dsl][run][async][gemm]") {
  for (const char* name : {"gfx942", "gfx950", "gfx1250"})
    for (const bool fp8 : {false, true})
      for (const Case size : {Case{100, 72, 40}, Case{64, 64, 128}, Case{100, 80, 48}, Case{17, 130, 9}})
        run_gemm(TargetId::parse(name), fp8, size);
}
