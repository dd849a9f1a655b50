// gfx1250's asynchronous data movers and transposing LDS loads:
// - tensor_load_to_lds / tensor_store_from_lds: one descriptor per wave (SGPR groups), issued
//   once regardless of EXEC, counted on TENSORcnt (emu/tensor_descriptor.h);
// - global_load_async_to_lds_b{8,32,64,128} / global_store_async_from_lds_b{8,32,64,128}:
//   per lane, counted on ASYNCcnt; operands (LDS address VGPR, vaddr, saddr|off) for loads and
//   (vaddr, LDS address VGPR, saddr|off) for stores; the offset applies to both addresses;
// - s_wait_tensorcnt / s_wait_asynccnt, which land the staged LDS writes (emu/async_tracker.h);
// - ds_load_tr{4,8}_b64, ds_load_tr6_b96, ds_load_tr16_b128.
// Global memory is read (loads) or written (stores) at issue; LDS changes only on the wait.

#include <fmt/format.h>

#include "emu/gfx12.h"
#include "emu/semantics/common.h"
#include "emu/tensor_descriptor.h"
#include "emu/workgroup_monitor.h"

namespace gfxtile::emu {
namespace {

inline uint32_t current_index(const Wave& wave) { return wave.pc - 1; }

void check_lds_range(const Wave& wave, uint64_t address, uint32_t bytes, int lane) {
  if (address + bytes > wave.dispatch->lds_bytes)
    raise_address_fault(fmt::format("LDS access of {} bytes outside the workgroup's {} bytes of LDS", bytes,
                                    wave.dispatch->lds_bytes),
                        lane, address);
}

void tensor_move(Wave& wave, const Instruction& in) {
  const bool store = in.parameter[0] != 0;
  const char* name = store ? "tensor_store_from_lds" : "tensor_load_to_lds";
  uint32_t g[4][8] = {};
  const bool four_groups = in.operand_count >= 4 && in.operands[2].kind == OperandKind::sgpr;
  for (int group = 0; group < (four_groups ? 4 : 2); ++group)
    for (int i = 0; i < in.operands[group].count && i < 8; ++i) g[group][i] = wave.sgpr[in.operands[group].index + i];
  const TensorDescriptor descriptor =
      decode_tensor_descriptor(std::span<const uint32_t, 4>(g[0], 4), std::span<const uint32_t, 8>(g[1], 8),
                               four_groups ? g[2] : nullptr, four_groups ? g[3] : nullptr);
  if (auto problem = check_tensor_descriptor(descriptor, wave.dispatch->lds_bytes))
    raise_fault(fmt::format("{}: {}", name, *problem));
  if (descriptor.valid && descriptor.multicast_mask != 0) {
    // Workgroups of a cluster run one after another here, so a load cannot land in another
    // workgroup's LDS: only a mask naming the issuing workgroup alone (its flat position in
    // the cluster, x fastest, from TTMP6) is accepted.
    const uint32_t ttmp6 = wave.sgpr[gfx12::kTtmp6];
    const uint32_t x = ttmp6 & 0xf, y = (ttmp6 >> 4) & 0xf, z = (ttmp6 >> 8) & 0xf;
    const uint32_t size_x = ((ttmp6 >> 12) & 0xf) + 1, size_y = ((ttmp6 >> 16) & 0xf) + 1;
    const uint32_t own = x + size_x * (y + size_y * z);
    if (descriptor.multicast_mask != (1u << own))
      raise_fault(fmt::format("{}: cluster multicast mask {:#x} reaches other workgroups, which the emulator does not model",
                              name, descriptor.multicast_mask));
  }
  WorkgroupMonitor& monitor = *wave.monitor;
  AsyncTracker& tracker = monitor.tracker();
  const uint32_t index = current_index(wave);
  tracker.begin(wave.wave_index, AsyncCounter::tensor, index);
  if (descriptor.valid) {
    for_each_tensor_run(descriptor, [&](const TensorRun& run) {
      if (!store) {
        uint8_t* staged = tracker.stage_write(run.lds, run.bytes);
        if (run.in_bounds) {
          std::memcpy(staged, wave.global_pointer(run.global, run.bytes, -1, MemoryAccess::read), run.bytes);
          wave.statistics->global_bytes_read += run.bytes;
        } else {
          std::memset(staged, 0, run.bytes);
        }
        wave.statistics->lds_bytes_written += run.bytes;
      } else if (run.in_bounds) {
        // Out-of-bounds elements of a store are dropped; in-bounds ones read LDS now.
        monitor.lds_read(wave.wave_index, index, run.lds, run.bytes);
        tracker.note_source(run.lds, run.bytes);
        std::memcpy(wave.global_pointer(run.global, run.bytes, -1, MemoryAccess::write), wave.lds + run.lds, run.bytes);
        wave.statistics->global_bytes_written += run.bytes;
        wave.statistics->lds_bytes_read += run.bytes;
      }
    });
  }
  tracker.end();
}

// Global address of `lane` for the (vaddr, saddr|off) operands at positions `vaddr`, `saddr`.
inline uint64_t global_address(Wave& wave, const Instruction& in, int vaddr, int saddr, int lane) {
  const Operand &va = in.operands[vaddr], &sa = in.operands[saddr];
  uint64_t address;
  if (sa.kind == OperandKind::sgpr) address = scalar64(wave, sa) + lanes(wave, va)[lane];
  else address = lane64(lanes(wave, va, 0), lanes(wave, va, 1), lane);
  return address + uint64_t(int64_t(in.offset));
}

void global_load_async_to_lds(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0];
  WorkgroupMonitor& monitor = *wave.monitor;
  AsyncTracker& tracker = monitor.tracker();
  tracker.begin(wave.wave_index, AsyncCounter::async, current_index(wave));
  const Lanes lds_address = lanes(wave, in.operands[0]);
  uint64_t moved = 0;
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t target = uint64_t(lds_address[l]) + uint32_t(in.offset);
    check_lds_range(wave, target, bytes, l);
    std::memcpy(tracker.stage_write(uint32_t(target), bytes), wave.global_pointer(global_address(wave, in, 1, 2, l), bytes, l, MemoryAccess::read),
                bytes);
    moved += bytes;
  });
  tracker.end();
  wave.statistics->global_bytes_read += moved;
  wave.statistics->lds_bytes_written += moved;
}

void global_store_async_from_lds(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0];
  WorkgroupMonitor& monitor = *wave.monitor;
  AsyncTracker& tracker = monitor.tracker();
  const uint32_t index = current_index(wave);
  tracker.begin(wave.wave_index, AsyncCounter::async, index);
  const Lanes lds_address = lanes(wave, in.operands[1]);
  uint64_t moved = 0;
  for_each_lane(wave.exec(), [&](int l) {
    const uint64_t source = uint64_t(lds_address[l]) + uint32_t(in.offset);
    check_lds_range(wave, source, bytes, l);
    monitor.lds_read(wave.wave_index, index, uint32_t(source), bytes);
    tracker.note_source(uint32_t(source), bytes);
    std::memcpy(wave.global_pointer(global_address(wave, in, 0, 2, l), bytes, l, MemoryAccess::write), wave.lds + source, bytes);
    moved += bytes;
  });
  tracker.end();
  wave.statistics->global_bytes_written += moved;
  wave.statistics->lds_bytes_read += moved;
}

template <AsyncCounter Counter>
void s_wait_async(Wave& wave, const Instruction& in) {
  wave.monitor->wait(wave.wave_index, Counter, in.operands[0].value[0] & 0xffff, wave.lds);
}

// ds_load_tr*: each lane reads `bytes` bytes (E elements of `bits` bits); within each block of
// E lanes the E x E element matrix is transposed: lane i's element e is element i % E of what
// lane E * (i / E) + e read (the rule of gfx950's ds_read_b64_tr_b*, extended to gfx1250's
// widths; unverified, see docs/emulator-gfx1250.md).
void ds_load_transposed(Wave& wave, const Instruction& in) {
  const uint32_t bits = in.parameter[0], bytes = in.parameter[1], elements = bytes * 8 / bits;
  const uint64_t mask = wave.exec();
  const Lanes base = lanes(wave, in.operands[1]);
  const uint32_t index = current_index(wave);
  uint32_t raw[kWaveSize][4] = {};
  uint32_t addresses[kWaveSize] = {};
  for_each_lane(mask, [&](int l) {
    const uint64_t address = uint64_t(base[l]) + uint32_t(in.offset);
    addresses[l] = uint32_t(address);
    wave.monitor->lds_read(wave.wave_index, index, uint32_t(address), bytes);
    std::memcpy(raw[l], wave.lds_pointer(address, bytes, l), bytes);
  });
  auto get = [&](int lane, uint32_t item) -> uint32_t {
    const uint32_t bit = item * bits;
    uint64_t pair = raw[lane][bit / 32];
    if (bit / 32 + 1 < 4) pair |= uint64_t(raw[lane][bit / 32 + 1]) << 32;
    return uint32_t(pair >> (bit % 32)) & ((1u << bits) - 1);
  };
  uint32_t result[kWaveSize][4] = {};
  for_each_lane(mask, [&](int l) {
    const int block = int(elements) * (l / int(elements));
    for (uint32_t e = 0; e < elements; ++e) {
      const uint64_t value = get(block + int(e), uint32_t(l) % elements);
      const uint32_t bit = e * bits;
      result[l][bit / 32] |= uint32_t(value << (bit % 32));
      if ((bit % 32) + bits > 32) result[l][bit / 32 + 1] |= uint32_t(value >> (32 - bit % 32));
    }
  });
  for (uint32_t r = 0; r < bytes / 4; ++r) {
    uint32_t* d = destination(wave, in.operands[0], int(r));
    for_each_lane(mask, [&](int l) { d[l] = result[l][r]; });
  }
  wave.statistics->lds_bytes_read += uint64_t(std::popcount(mask)) * bytes;
  // Bank conflicts as for a plain read of `bytes` per lane: the lanes' reads are what the banks
  // serve; the transposition happens on the way back.
  wave.statistics->lds_bank_conflicts += gfx12::lds_bank_conflicts(addresses, mask & 0xffffffffu, bytes);
}

}  // namespace

void register_gfx12_async_operations(OperationTable& t) {
  t.add("tensor_load_to_lds", OperationInfo{tensor_move, ConstantType::b32, 0, {0, 0, 0}, 0});
  t.add("tensor_store_from_lds", OperationInfo{tensor_move, ConstantType::b32, 0, {1, 0, 0}, 0});
  for (auto [suffix, bytes] : {std::pair{"b8", 1u}, {"b32", 4u}, {"b64", 8u}, {"b128", 16u}}) {
    t.add(std::string("global_load_async_to_lds_") + suffix, OperationInfo{global_load_async_to_lds, ConstantType::b32, 0, {bytes, 0, 0}, 0});
    t.add(std::string("global_store_async_from_lds_") + suffix,
          OperationInfo{global_store_async_from_lds, ConstantType::b32, 0, {bytes, 0, 0}, 0});
  }
  t.add("s_wait_tensorcnt", s_wait_async<AsyncCounter::tensor>);
  t.add("s_wait_asynccnt", s_wait_async<AsyncCounter::async>);
  t.add("ds_load_tr4_b64", ds_load_transposed, ConstantType::b32, 4, 8);
  t.add("ds_load_tr8_b64", ds_load_transposed, ConstantType::b32, 8, 8);
  t.add("ds_load_tr6_b96", ds_load_transposed, ConstantType::b32, 6, 12);
  t.add("ds_load_tr16_b128", ds_load_transposed, ConstantType::b32, 16, 16);
}

}  // namespace gfxtile::emu
