// Every DSL op compiles for gfx942, gfx950 and gfx1250 without spills, and the listing holds the
// instructions the lowering promises (vector widths, cross-lane ops, barriers only where needed).
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

#include "core/error.h"
#include "dsl/dsl.h"
#include "hsaco/code_object.h"
#include "hsaco/disassembler.h"
#include "lowering/tile/compile.h"
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

using namespace gfxtile;

namespace {

const std::vector<std::string> kTargets = {"gfx942", "gfx950", "gfx1250"};

struct Listing {
  std::vector<std::string> mnemonics;
  std::vector<std::string> texts;  // with operands ("v_add_u32_dpp v0, v0, v0 row_ror:8 ...")
  // Instructions whose text contains `part`.
  int mentions(const std::string& part) const {
    return static_cast<int>(std::count_if(texts.begin(), texts.end(),
                                          [&](const std::string& t) { return t.find(part) != std::string::npos; }));
  }
  int count(const std::string& prefix) const {
    return static_cast<int>(std::count_if(mnemonics.begin(), mnemonics.end(),
                                          [&](const std::string& m) { return m.rfind(prefix, 0) == 0; }));
  }
  bool has(const std::string& prefix) const { return count(prefix) > 0; }
  int exactly(const std::string& mnemonic) const { return static_cast<int>(std::count(mnemonics.begin(), mnemonics.end(), mnemonic)); }
  // Workgroup barriers: s_barrier on gfx9, s_barrier_wait on gfx12.
  int barriers() const { return count("s_barrier_wait") + static_cast<int>(std::count(mnemonics.begin(), mnemonics.end(), "s_barrier")); }
};

// Compiles (refusing spills) and disassembles.
Listing listing(const Kernel& kernel) {
  CodeObject object = CodeObject::parse(compile_kernel(kernel));
  const KernelCode& code = object.kernel(kernel.name);
  REQUIRE(code.metadata.private_segment_fixed_size == 0);
  Listing result;
  for (const auto& instruction : Disassembler(kernel.target).decode_all(object.code(code), code.code_address)) {
    REQUIRE(instruction.valid);
    result.mnemonics.push_back(instruction.mnemonic);
    result.texts.push_back(instruction.text);
  }
  return result;
}

Kernel build(const std::string& target, const std::function<void(KernelBuilder&)>& body, int waves = 4) {
  KernelBuilder k("k", TargetId::parse(target), {.waves = waves});
  body(k);
  return k.build();
}

bool gfx12(const std::string& target) { return target == "gfx1250"; }

}  // namespace

TEST_CASE("loads and stores use the widest access the analysis proves", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    auto vector_add = [&](int64_t divisible_by, bool masked) {
      return build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Tensor n = k.arg<int32_t>("n", {.divisible_by = divisible_by});
        Tensor offsets = program_id(0) * 1024 + arange(1024, blocked({1024}, {.per_thread = {4}}));
        if (masked) store(y + offsets, load(x + offsets, offsets < n) * 2.0f, offsets < n);
        else store(y + offsets, load(x + offsets) * 2.0f);
      });
    };
    const std::string wide_load = gfx12(target) ? "global_load_b128" : "global_load_dwordx4";
    const std::string wide_store = gfx12(target) ? "global_store_b128" : "global_store_dwordx4";
    // 1024 elements, 4 per thread: one pass of 4 waves on wave64, two on wave32.
    const int passes = 1024 / (4 * TargetId::parse(target).properties().wave_size * 4);
    const Listing plain = listing(vector_add(1, false));
    CHECK(plain.count(wide_load) == passes);
    CHECK(plain.count(wide_store) == passes);
    const Listing hinted = listing(vector_add(4, true));  // n a multiple of 4: masks are uniform per 4
    CHECK(hinted.count(wide_load) == passes);
    CHECK(hinted.count(wide_store) == passes);
    const Listing unknown = listing(vector_add(1, true));  // element-wise masks: one access per element
    CHECK_FALSE(unknown.has(wide_load));
    CHECK(unknown.count(gfx12(target) ? "global_load_b32" : "global_load_dword") == 4 * passes);
    // 16-bit elements: eight per thread in one 128-bit access.
    const Listing halves = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const bf16_t*>("x"), y = k.arg<bf16_t*>("y");
      Tensor offsets = arange(2048, blocked({2048}, {.per_thread = {8}}));
      store(y + offsets, (load(x + offsets).to(f32) + 1.0f).to(bf16));
    }));
    CHECK(halves.count(wide_load) == passes);
    // Offsets through division and remainder by a power-of-two constant (a lane-ordered weight
    // packing, kernels/hc/pack.h): (i / 8) * 128 + i % 8 keeps runs of 8 contiguous, aligned
    // elements, so still one 128-bit access per 8; by 4, 64-bit accesses; by 6 the analysis
    // proves nothing and each element is its own access.
    auto interleaved = [&](int run) {
      return listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const bf16_t*>("x"), y = k.arg<bf16_t*>("y");
        Tensor i = arange(2048, blocked({2048}, {.per_thread = {8}}));
        store(y + i, (load(x + ((i / run) * 128 + i % run)).to(f32) + 1.0f).to(bf16));
      }));
    };
    CHECK(interleaved(8).count(wide_load) == passes);
    const Listing by_four = interleaved(4);
    CHECK_FALSE(by_four.has(wide_load));
    CHECK(by_four.count(gfx12(target) ? "global_load_b64" : "global_load_dwordx2") == 2 * passes);
    const Listing by_six = interleaved(6);
    CHECK_FALSE(by_six.has(wide_load));
    CHECK_FALSE(by_six.has(gfx12(target) ? "global_load_b64" : "global_load_dwordx2"));
    // In a loop of constant step the induction variable is a multiple of the step, so
    // `columns + c0 < 2560` is uniform per 4 and every load is 128 bits (the HC combine's loop).
    const Listing looped = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Tensor columns = arange(1024, blocked({1024}, {.per_thread = {4}}));
      for_range(0, 2560, 1024, [&](Tensor c0) {
        Tensor index = columns + c0;
        store(y + index, load(x + index, index < 2560, 0.0) * 2.0f, index < 2560);
      });
    }));
    CHECK(looped.has(wide_load));
    CHECK(looped.exactly(gfx12(target) ? "global_load_b32" : "global_load_dword") == 0);
    // A register sub-tile of an offset tile (extract_slice, 16 of 64 rows) keeps its runs of 8
    // contiguous, aligned elements: 128-bit buffer accesses, one per 8 elements a lane (LLVM
    // does not merge narrower buffer accesses afterwards: 2-byte ones before the analysis knew).
    const Listing sliced = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const bf16_t*>("x"), y = k.arg<bf16_t*>("y");
      const Layout tile = blocked({64, 128}, {.per_thread = {1, 8}});
      Tensor offsets = expand_dims(arange(64, slice(tile, 1)), 1) * 128 + expand_dims(arange(128, slice(tile, 0)), 0);
      Tensor rows = extract_slice(offsets, {16, 0}, {16, 128});
      buffer_store(y, rows, (buffer_load(x, rows, 64 * 128).to(f32) + 1.0f).to(bf16), 64 * 128);
    }));
    const int sliced_accesses = 16 * 128 / (8 * 4 * TargetId::parse(target).properties().wave_size);
    CHECK(sliced.count(gfx12(target) ? "buffer_load_b128" : "buffer_load_dwordx4") == sliced_accesses);
    CHECK(sliced.count(gfx12(target) ? "buffer_store_b128" : "buffer_store_dwordx4") == sliced_accesses);
    // Through reshape: offsets of a [64, 128] tile stored in column tiles of 16 ([8, 64, 16]),
    // summed in the tile's [64, 8, 16] view and merged back (the merged dimension keeps the
    // inner one's runs of 16), and a row-major tile's offsets split into that view (the inner
    // dimension keeps runs of 16 out of 128): 128-bit accesses both ways.
    const Listing merged = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const bf16_t*>("x"), y = k.arg<bf16_t*>("y");
      const Layout tile = blocked({64, 128}, {.per_thread = {1, 8}});
      const Layout view = reshape(tile, {64, 8, 16});
      Tensor rows = expand_dims(expand_dims(arange(64, slice(slice(view, 2), 1)), 1), 2);
      Tensor tiles = expand_dims(expand_dims(arange(8, slice(slice(view, 2), 0)), 0), 2);
      Tensor inner = expand_dims(expand_dims(arange(16, slice(slice(view, 1), 0)), 0), 1);
      Tensor offsets = reshape(broadcast(tiles * (64 * 16) + rows * 16 + inner, view), {64, 128});
      buffer_store(y, offsets, (buffer_load(x, offsets, 64 * 128).to(f32) + 1.0f).to(bf16), 64 * 128);
    }));
    const Listing split = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const bf16_t*>("x"), y = k.arg<bf16_t*>("y");
      const Layout tile = blocked({64, 128}, {.per_thread = {1, 8}});
      Tensor offsets = expand_dims(arange(64, slice(tile, 1)), 1) * 128 + expand_dims(arange(128, slice(tile, 0)), 0);
      Tensor viewed = reshape(offsets, {64, 8, 16});
      buffer_store(y, viewed, (buffer_load(x, viewed, 64 * 128).to(f32) + 1.0f).to(bf16), 64 * 128);
    }));
    const int tile_accesses = 64 * 128 / (8 * 4 * TargetId::parse(target).properties().wave_size);
    for (const Listing* reshaped : {&merged, &split}) {
      CHECK(reshaped->count(gfx12(target) ? "buffer_load_b128" : "buffer_load_dwordx4") == tile_accesses);
      CHECK(reshaped->count(gfx12(target) ? "buffer_store_b128" : "buffer_store_dwordx4") == tile_accesses);
    }
  }
}

TEST_CASE("reductions use lane exchanges, and LDS only across waves", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    auto row_sum = [&](int waves) {
      return build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout layout = blocked({1024}, {.per_thread = {4}});
        store(y + program_id(0), sum(load(x + arange(1024, layout))));
      }, waves);
    };
    const Listing one_wave = listing(row_sum(1));
    // A 64-lane (gfx9) or 32-lane (gfx1250) butterfly, all in VALU: gfx950 exchanges all six
    // distances (DPP for 1 to 8, permlane swaps for 16 and 32), gfx1250 its five (DPP, then
    // v_permlanex16 across the rows); gfx942 crosses the 16-lane rows by DPP row broadcasts
    // into lane 63 and one readlane.
    if (target == "gfx950") {
      CHECK(one_wave.count("v_permlane16_swap") == 1);
      CHECK(one_wave.count("v_permlane32_swap") == 1);
    }
    if (gfx12(target)) CHECK(one_wave.count("v_permlanex16") == 1);
    if (target == "gfx942") {
      CHECK(one_wave.mentions("row_bcast:15") == 1);
      CHECK(one_wave.mentions("row_bcast:31") == 1);
      CHECK(one_wave.count("v_readlane_b32") == 1);
    }
    CHECK_FALSE((one_wave.has("ds_swizzle") || one_wave.has("ds_bpermute")));
    // Rows of a [32, 64] tile with 8 lanes along each axis: the row sums exchange distances 1, 2
    // and 4; the column sums 8 (gfx9: DPP row_ror:8 in every case), 16 and 32 without the lower
    // lanes' values being equal, so gfx942 takes the LDS crossbar for those two.
    if (!gfx12(target)) {
      const Listing columns = listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout layout = blocked({32, 64}, {.per_thread = {1, 8}});
        Tensor offsets = expand_dims(arange(32, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
        store(y + arange(64, slice(layout, 0)), sum(load(x + offsets), 0));
      }));
      CHECK(columns.mentions("row_ror:8") == 8);
      if (target == "gfx942") CHECK(columns.count("ds_swizzle") + columns.count("ds_bpermute") == 16);
    }
    CHECK(one_wave.barriers() == 0);
    CHECK_FALSE(one_wave.has("ds_write"));
    CHECK_FALSE(one_wave.has("ds_store"));
    const Listing four_waves = listing(row_sum(4));
    CHECK(four_waves.barriers() == 1);
    // The cross-wave sum's barrier orders LDS only: a global store before it is not waited for
    // (gfx1250 s_wait_storecnt; gfx9 never waits for stores at workgroup scope). An explicit
    // barrier() orders global memory too.
    auto stored_then = [&](bool explicit_barrier) {
      return listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y"), z = k.arg<float*>("z");
        Layout layout = blocked({1024}, {.per_thread = {4}});
        Tensor v = load(x + arange(1024, layout));
        store(z + arange(1024, layout), v * 2.0f);
        if (explicit_barrier) barrier();
        store(y + program_id(0), sum(v));
      }));
    };
    if (gfx12(target)) {
      CHECK_FALSE(stored_then(false).has("s_wait_storecnt"));
      CHECK(stored_then(true).has("s_wait_storecnt"));
    }
    // Every reduction kind along each axis compiles.
    for (ReduceKind kind : {ReduceKind::sum, ReduceKind::max, ReduceKind::min, ReduceKind::argmax})
      for (int axis : {0, 1, -1})
        listing(build(target, [&](KernelBuilder& k) {
          Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y"), z = k.arg<int32_t*>("z");
          Layout layout = blocked({32, 64}, {.per_thread = {1, 4}});
          Tensor offsets = expand_dims(arange(32, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
          Tensor v = load(x + offsets);
          Tensor r = kind == ReduceKind::sum ? sum(v, axis) : kind == ReduceKind::max ? max(v, axis)
                   : kind == ReduceKind::min ? min(v, axis) : argmax(v, axis);
          if (axis < 0) kind == ReduceKind::argmax ? store(z, r) : store(y, r);
          else {
            Tensor index = arange(axis == 0 ? 64 : 32, slice(layout, axis));
            kind == ReduceKind::argmax ? store(z + index, r) : store(y + index, r);
          }
        }));
  }
}

TEST_CASE("conversions take the mechanism their class names", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    const int wave = TargetId::parse(target).properties().wave_size;
    auto convert = [&](const std::function<Layout()>& destination) {
      return listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout source = blocked({16, 64}, {.per_thread = {1, 4}});
        Layout to = destination();
        auto offsets = [](const Layout& layout) {
          return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
        };
        store(y + offsets(to), convert_layout(load(x + offsets(source)), to));
      }));
    };
    const Listing lanes = convert([&] { return blocked({16, 64}, {.per_thread = {1, 2}, .lanes = {wave / 16, 16}, .waves = {4, 1}}); });
    CHECK(lanes.has("ds_bpermute"));
    CHECK(lanes.barriers() == 0);
    const Listing shared = convert([&] { return blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}}); });
    CHECK(shared.barriers() == 1);
  }
  // Bases permuted (lane bits 1 and 4 exchanged, register bit 0 with lane bit 2): on gfx1250 a
  // butterfly of VALU exchanges (v_permlanex16 with lane selects for distance 18, DPP row_xmask
  // for 4), no ds_bpermute.
  const Listing permuted = listing(build("gfx1250", [&](KernelBuilder& k) {
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Layout source = blocked({16, 64}, {.per_thread = {1, 4}});
    const auto& bases = source.linear().in_dims();
    auto registers = bases[0].bases, lanes = bases[1].bases;
    std::swap(lanes[1], lanes[4]);
    std::swap(registers[0], lanes[2]);
    const Layout to(LinearLayout({{kRegister, registers}, {kLane, lanes}, bases[2]}, source.linear().out_dims()));
    auto offsets = [](const Layout& layout) {
      return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
    };
    store(y + offsets(to), convert_layout(load(x + offsets(source)), to));
  }));
  CHECK(permuted.has("v_permlanex16"));
  CHECK(permuted.mentions("row_xmask:4") > 0);
  CHECK_FALSE(permuted.has("ds_bpermute"));
}

TEST_CASE("every elementwise op, cast and math mode compiles for each target", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    for (DType dtype : {f32, f16, bf16}) {
      const Listing result = listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg("x", dtype.pointer_to(), true), y = k.arg("y", dtype.pointer_to());
        Layout layout = blocked({256}, {.per_thread = {2}});
        Tensor offsets = arange(256, layout);
        Tensor a = load(x + offsets), b = load(x + offsets + 256);
        Tensor r = a + b - a * b / b % b;
        r = minimum(r, maximum(a, b)) + abs(-a) + fma(a, b, r) + select(a < b, a, b);
        for (Math mode : {Math::accurate, Math::fast})
          r = r + exp(a, mode) + exp2(a, mode) + log(b, mode) + log2(b, mode) + sqrt(b, mode) + rsqrt(b, mode) +
              rcp(b, mode) + sigmoid(a, mode) + silu(a, mode) + tanh(a, mode) + divide(a, b, mode);
        store(y + offsets, r);
      }));
      CHECK(result.has("v_exp_f32"));
      CHECK(result.has("v_rsq_f32"));
    }
    listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const int32_t*>("x"), y = k.arg<int32_t*>("y"), u = k.arg<uint32_t*>("u");
      Layout layout = blocked({256});
      Tensor offsets = arange(256, layout);
      Tensor a = load(x + offsets), b = load(x + offsets + 256);
      Tensor r = (a + b) * (a - b) / b % b;
      r = minimum(r, maximum(a, b)) + abs(-a) + (a & b) + (a | b) + (a ^ b) + select(!(a < b) & (a != b), a, b);
      store(y + offsets, r);
      store(u + offsets, a.to(u32) / b.to(u32) + (a.to(u32) % 7u));
    }));
    // Casts among every dtype pair the target converts.
    const bool fnuz = target == "gfx942";
    const Listing casts = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Layout layout = blocked({256});
      Tensor offsets = arange(256, layout);
      Tensor a = load(x + offsets);
      Tensor r = a.to(f16).to(f32) + a.to(bf16).to(f32) + a.to(f16, Rounding::toward_zero).to(f32) +
                 a.to(bf16, Rounding::toward_zero).to(f32) + a.to(i32).to(f32) + a.to(i32, Rounding::down).to(f32) +
                 a.to(i32, Rounding::up).to(f32) + a.to(i32, Rounding::nearest_even).to(f32) + a.to(u32).to(f32) +
                 a.to(i64).to(f32) + a.to(i8).to(f32) + a.to(i16).to(i32).to(f32) + a.to(i1).to(f32) +
                 a.to(fnuz ? f8e4m3fnuz : f8e4m3).to(f32) + a.to(fnuz ? f8e5m2fnuz : f8e5m2).to(f32);
      store(y + offsets, r);
    }));
    CHECK(casts.has("v_cvt_pk_fp8_f32"));
    CHECK(casts.has("v_cvt_pk_bf8_f32"));
  }
}

TEST_CASE("memory, atomics, LDS, control flow and asserts compile for each target", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    const Listing result = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y"), h = k.arg<int32_t*>("h");
      Tensor n = k.arg<int32_t>("n");
      Layout layout = blocked({256}, {.per_thread = {4}});
      Tensor offsets = arange(256, layout);
      Tensor v = buffer_load(x, offsets, n);
      buffer_store(y, offsets, v * 2.0f, n);
      atomic_add(h + offsets % 8, 1, offsets < n);
      atomic_max(y + offsets, v, offsets < n);
      atomic_add(y + offsets + 256, v);
      Tensor buffer = lds_alloc({256}, f32);
      lds_store(buffer, v);
      Tensor staged = lds_load(buffer, blocked({256}, {.per_thread = {1}}));
      Tensor total = zeros({256}, f32, blocked({256}, {.per_thread = {1}}));
      for_range(0, n, 2, [&](Scalar i) { total = total + staged * i.to(f32); });
      Tensor i = constant(0, i32);
      while_([&] { return i < n; }, [&] { i = i + 3; });
      if_(i > 10, [&] { total = cumsum(total.to(f32) * 0.5f, 0); });
      device_assert(total >= 0.0f, "totals are not negative");
      store(y + 512 + arange(256, blocked({256}, {.per_thread = {1}})), total + cumprod(total, 0));
      barrier();
    }, 1));
    CHECK(result.has("buffer_load"));
    CHECK(result.has("buffer_store"));
    CHECK(result.has("global_atomic"));
    CHECK(result.has("s_trap"));
    CHECK(result.has("s_cbranch"));
    CHECK((result.has("ds_read") || result.has("ds_load")));
  }
}

TEST_CASE("LDS is packed by liveness and barriers go only where hazards are", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    auto staging = [&](bool overlapping) {
      return build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout layout = blocked({1024}, {.per_thread = {4}});
        Tensor offsets = arange(1024, layout);
        Tensor first = lds_alloc({1024}, f32);
        lds_store(first, load(x + offsets));
        Tensor a = lds_load(first, layout);
        Tensor second = lds_alloc({1024}, f32);
        lds_store(second, a * 2.0f);
        Tensor b = lds_load(second, layout);
        if (overlapping) b = b + lds_load(first, layout);  // keeps `first` alive
        store(y + offsets, b);
      });
    };
    CHECK(kernel_lds_bytes(staging(false)) == 4096);  // the two buffers share bytes
    CHECK(kernel_lds_bytes(staging(true)) == 8192);
    // Transpose through one buffer twice: write, read, write again, read again -> 3 barriers.
    const Listing transpose = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Layout rows = blocked({32, 32}, {.per_thread = {1, 4}});
      Tensor offsets = expand_dims(arange(32, slice(rows, 1)), 1) * 32 + expand_dims(arange(32, slice(rows, 0)), 0);
      Tensor buffer = lds_alloc({32, 32}, f32);
      lds_store(buffer, load(x + offsets));
      Tensor tile = lds_load(buffer, rows);
      lds_store(buffer, tile * 2.0f);
      store(y + offsets, lds_load(buffer, rows));
    }));
    CHECK(transpose.barriers() == 3);
    // Two buffers written, then both read: one barrier covers both.
    const Listing pair = listing(build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Layout layout = blocked({256});
      Tensor offsets = arange(256, layout);
      Tensor a = lds_alloc({256}, f32), b = lds_alloc({256}, f32);
      lds_store(a, load(x + offsets));
      lds_store(b, load(x + offsets + 256));
      store(y + offsets, lds_load(a, layout) + lds_load(b, layout));
    }));
    CHECK(pair.barriers() == 1);
    // Conversions through LDS in a row: within the bytes a larger buffer needed earlier, the
    // second conversion's scratch lies off the first's, so it writes without waiting for the
    // first one's reads (the buffer: 1; the first conversion waits for its read, then write ->
    // read: 2; every later one 1).
    auto conversions = [&](int count) {
      return listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
        Layout rows = blocked({16, 64}, {.per_thread = {1, 4}});
        Layout columns = blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}});
        auto offsets = [](const Layout& layout) {
          return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
        };
        Tensor big = lds_stage(lds_alloc_stages(4, {16, 64}, f32), constant(0, i32));  // 16 KiB, dead before the conversions
        lds_store(big, load(x + offsets(rows)));
        Tensor tile = lds_load(big, rows);
        for (int i = 0; i < count; ++i) tile = convert_layout(convert_layout(tile, columns) * 2.0f, rows);
        store(y + offsets(rows), tile);
      }));
    };
    CHECK(conversions(1).barriers() == 1 + 2 + 1);          // two conversions
    CHECK(conversions(2).barriers() == 1 + 2 + 1 + 1 + 1);  // four
  }
  // Two 40 KiB buffers alive together fit gfx950's LDS but not gfx942's.
  auto crowded = [](const std::string& target) {
    return build(target, [&](KernelBuilder& k) {
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Layout layout = blocked({8192}, {.per_thread = {8}});
      Tensor offsets = arange(8192, layout);
      Tensor a = lds_alloc({8192}, f32), b = lds_alloc({8192}, f32), c = lds_alloc({8192}, i8);
      lds_store(a, load(x + offsets));
      lds_store(b, load(x + offsets));
      lds_store(c, load(x + offsets).to(i8));
      store(y + offsets, lds_load(a, layout) + lds_load(b, layout) + lds_load(c, layout).to(f32));
    });
  };
  CHECK_THROWS_WITH(compile_kernel(crowded("gfx942")),
                    Catch::Contains("kernel 'k': needs 73728 bytes of LDS") && Catch::Contains("on gfx942 has 65536"));
  CHECK_NOTHROW(compile_kernel(crowded("gfx950"), {.allow_spills = true}));
}

// LLVM aborts the process on IR it cannot select, so every dtype goes through every op kind
// that accepts it, on every target (an abort here fails the whole test binary).
TEST_CASE("every op compiles for every dtype it accepts", "[dsl][compile][sweep]") {
  const std::vector<DType> dtypes = {f32, f16, bf16, i8, i16, i32, i64, u32};
  for (const auto& target : kTargets)
    for (DType dtype : dtypes) {
      INFO(target << " " << dtype.name());
      const bool real = dtype.is_float();
      listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg("x", dtype.pointer_to(), true), y = k.arg("y", dtype.pointer_to());
        Tensor flags = k.arg<int32_t*>("flags");
        Layout tile = blocked({16, 64}, {.per_thread = {1, 4}});
        Layout other = blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}});
        Tensor rows = expand_dims(arange(16, slice(tile, 1)), 1), columns = expand_dims(arange(64, slice(tile, 0)), 0);
        Tensor offsets = rows * 64 + columns;
        Tensor a = load(x + offsets, columns < 60, 1), b = load(x + offsets + 1024);
        Tensor r = a + b - a * b + minimum(a, b) + maximum(a, b) + select(a < b, a, b) + fma(a, b, a);
        r = r + (real ? a / b + a % b + abs(-a) : (a / b) % b + abs(-a) + (a & b) + (a | b) + (a ^ b));
        if (real) r = r + exp(a) + log(b) + sqrt(b) + tanh(a, Math::fast) + silu(a);
        store(y + offsets, r, rows < 15);
        store(y + 2048 + arange(16, slice(tile, 1)), sum(a, 1));
        store(y + 2048 + arange(64, slice(tile, 0)), max(a, 0));
        store(y + 4096, min(a));
        store(flags + arange(16, slice(tile, 1)), argmax(a, 1));
        store(flags + 32, argmax(a));
        store(y + 3000 + offsets, cumsum(a, 1) + cumprod(b, 0));
        Tensor moved = convert_layout(a, other);
        store(y + 5000 + expand_dims(arange(16, slice(other, 1)), 1) * 64 + expand_dims(arange(64, slice(other, 0)), 0), moved);
        for (DType to : dtypes) store(flags + 100 + offsets, a.to(to).to(i32));
        store(flags + 2000 + offsets, (a > b).to(i32) + (a == b).to(i32));
        if (dtype == f32 || dtype == i32 || dtype == u32 || dtype == i64) {
          atomic_add(y + offsets, a);
          atomic_max(y + offsets, b, columns < 7);
        }
        Tensor staged = lds_alloc({16, 64}, dtype);
        lds_store(staged, a);
        store(y + 7000 + offsets, convert_layout(lds_load(staged, other), tile) + lds_load(staged, tile));
        store(y + 9000 + offsets, buffer_load(x, offsets, 1000) + a);
      }));
    }
}

TEST_CASE("fp8 and i1 tensors move through memory, layouts and LDS", "[dsl][compile][sweep]") {
  for (const auto& target : kTargets)
    for (DType dtype : {f8e4m3, f8e5m2, f8e4m3fnuz, f8e5m2fnuz, i1}) {
      const bool native = dtype == i1 || (target == "gfx942") == (dtype == f8e4m3fnuz || dtype == f8e5m2fnuz);
      INFO(target << " " << dtype.name());
      listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg("x", dtype.pointer_to(), true), y = k.arg("y", dtype.pointer_to());
        Tensor z = k.arg<float*>("z");
        Layout tile = blocked({16, 64}, {.per_thread = {1, 4}});
        Layout other = blocked({16, 64}, {.per_thread = {4, 1}, .order = {0, 1}});
        auto grid = [](const Layout& layout) {
          return expand_dims(arange(16, slice(layout, 1)), 1) * 64 + expand_dims(arange(64, slice(layout, 0)), 0);
        };
        Tensor a = load(x + grid(tile));
        Tensor moved = convert_layout(a, other);
        store(y + grid(other), moved, grid(other) < 1000);
        Tensor staged = lds_alloc({16, 64}, dtype == i1 ? i8 : dtype);
        if (dtype != i1) {
          lds_store(staged, a);
          store(y + 1024 + grid(tile), lds_load(staged, tile));
        }
        if (native) store(z + grid(tile), a.to(f32) + select(a.to(f32) > 0.0f, 1.0f, 0.0f));
      }));
    }
}

TEST_CASE("scalar ops compile for every dtype", "[dsl][compile][sweep]") {
  const std::vector<DType> dtypes = {f32, f16, bf16, i8, i16, i32, i64, u32};
  for (const auto& target : kTargets)
    for (DType dtype : dtypes) {
      INFO(target << " " << dtype.name());
      listing(build(target, [&](KernelBuilder& k) {
        Tensor x = k.arg("x", dtype.pointer_to(), true), y = k.arg("y", dtype.pointer_to());
        Tensor n = k.arg<int32_t>("n");
        Tensor a = load(x), b = load(x + 1, n > 3, 2);
        Tensor r = a + b * a - minimum(a, b) + select(a < b, a, b);
        r = r + (dtype.is_float() ? a / b + exp(a) + rsqrt(b) : a / b + a % b + (a & b));
        for_range(0, n, [&](Scalar i) { r = r + i.to(dtype); });
        if_(n > 5, [&] { r = r * 2; });
        for (DType to : dtypes) r = r + a.to(to).to(dtype);
        store(y, r, n > 0);
        store(y + 1, r);
      }));
    }
}

TEST_CASE("a kernel over its register budget is refused, and allowed on request", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    KernelBuilder k("k", TargetId::parse(target), {.waves = 1, .vgpr_budget = 24});
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    // 64 values per lane stay live across the reduction: more than 24 registers hold.
    Layout layout = blocked({64 * TargetId::parse(target).properties().wave_size});
    Tensor offsets = arange(layout.shape()[0], layout);
    Tensor v = load(x + offsets);
    store(y + offsets, v * sum(v));
    const Kernel kernel = k.build();
    CHECK_THAT(kernel.to_text(), Catch::Contains("waves=1 vgpr_budget=24"));
    CHECK_THROWS_WITH(compile_kernel(kernel), Catch::Contains("kernel 'k' for " + target + ": exceeds the register budget") &&
                                                  Catch::Contains("a larger vgpr_budget"));
    CHECK_NOTHROW(compile_kernel(kernel, {.allow_spills = true}));
  }
}

TEST_CASE("LLVM pipeline options reach the kernel's LLVM function and its cache key", "[dsl][compile]") {
  // A kernel with the given options, and its LLVM function's value of `attribute` ("" if none).
  auto kernel = [](const KernelOptions& options) {
    KernelBuilder k("k", TargetId::parse("gfx950"), options);
    Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
    Tensor offsets = arange(64, blocked({64}));
    store(y + offsets, load(x + offsets) * 2.0);
    return k.build();
  };
  llvm::LLVMContext context;
  auto attribute = [&](const Kernel& built, const char* name) {
    return lower_to_llvm(built, context)->getFunction("k")->getFnAttribute(name).getValueAsString().str();
  };
  const Kernel standard = kernel({.waves = 1});
  SECTION("straight_line_scalar_passes") {
    const Kernel without_passes = kernel({.waves = 1, .straight_line_scalar_passes = false});
    CHECK(standard.to_text() != without_passes.to_text());
    CHECK(attribute(standard, kStraightLineScalarPassesAttribute).empty());
    CHECK(attribute(without_passes, kStraightLineScalarPassesAttribute) == "false");
    CHECK_NOTHROW(compile_kernel(without_passes));
  }
  SECTION("simplification_pipeline") {
    const Kernel simplification = kernel({.waves = 1, .simplification_pipeline = true});
    CHECK(standard.to_text() != simplification.to_text());
    CHECK(attribute(standard, kIrPipelineAttribute).empty());
    CHECK(attribute(simplification, kIrPipelineAttribute) == kIrPipelineSimplification);
    CHECK(ir_pipeline_level(*lower_to_llvm(standard, context), OptimizationLevel::O3) == OptimizationLevel::O3);
    CHECK(ir_pipeline_level(*lower_to_llvm(simplification, context), OptimizationLevel::O3) == OptimizationLevel::O1);
    CHECK_NOTHROW(compile_kernel(simplification));
  }
  SECTION("post_allocation_scheduler") {
    const Kernel unscheduled = kernel({.waves = 1, .post_allocation_scheduler = false});
    CHECK(standard.to_text() != unscheduled.to_text());
    CHECK(attribute(standard, kPostAllocationSchedulerAttribute).empty());
    CHECK(attribute(unscheduled, kPostAllocationSchedulerAttribute) == "false");
    CHECK_FALSE(post_allocation_scheduler(*lower_to_llvm(unscheduled, context)));
    CHECK_NOTHROW(compile_kernel(unscheduled));
  }
}

TEST_CASE("packed_f32 selects the packed FP32 instructions", "[dsl][compile]") {
  for (const auto& target : kTargets) {
    INFO(target);
    auto kernel = [&](bool packed) {
      KernelBuilder k("k", TargetId::parse(target), {.waves = 1, .packed_f32 = packed});
      Tensor x = k.arg<const float*>("x"), y = k.arg<float*>("y");
      Layout layout = blocked({256}, {.per_thread = {4}});
      Tensor offsets = arange(256, layout);
      Tensor v = load(x + offsets);
      store(y + offsets, fma(v, v * 3.0, silu(v + 1.0, Math::fast)));
      return k.build();
    };
    const Listing plain = listing(kernel(false)), packed = listing(kernel(true));
    CHECK(!plain.has("v_pk_fma_f32"));
    CHECK(packed.has("v_pk_fma_f32"));
    CHECK(packed.has("v_pk_mul_f32"));
    CHECK(packed.has("v_pk_add_f32"));
  }
}
