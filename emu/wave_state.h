#pragma once
// The architectural state of one wave and what it reaches: its workgroup's LDS, the dispatch's
// memory and statistics. Semantics read and write this directly.

#include <array>
#include <cstdint>
#include <cstring>
#include <string>

#include "emu/gfx9.h"
#include "emu/instruction.h"
#include "emu/statistics.h"

namespace gfxtile::emu {

class DeviceMemory;
class WorkgroupMonitor;
struct Program;
namespace timing {
class Footprint;
}

inline constexpr int kWaveSize = 64;
inline constexpr int kVectorRegisters = 512;     // per file on gfx9; v and a each
// VGPR rows a wave has: gfx1250 addresses up to v1023 through s_set_vgpr_msb, and an operand may
// span v511..v512, so the rows are contiguous up to here (gfx9 uses the first 512).
inline constexpr int kVectorRows = 1024;
inline constexpr int kTemporaryRows = 8;         // DPP/SDWA staging rows: VGPR indices 1024..1031
inline constexpr int kTemporaryRegister = kVectorRows;

enum class WaveStatus : uint8_t { running, barrier, ended };

// Whether a global access reads or stores (an atomic stores): the timing model counts the HBM
// lines read and written apart (docs/timing.md).
enum class MemoryAccess : bool { read, write };

// What every wave of a dispatch shares (read-only during the dispatch).
struct DispatchContext {
  const Program* program = nullptr;
  DeviceMemory* memory = nullptr;
  Architecture architecture = Architecture::gfx942;
  uint32_t lds_bytes = 0;                // static + dynamic LDS of one workgroup
  uint32_t private_bytes_per_lane = 0;
  uint64_t kernarg_address = 0;
  uint64_t dispatch_packet_address = 0;
  uint64_t queue_address = 0;
  uint32_t block[3] = {1, 1, 1};
  uint32_t grid[3] = {1, 1, 1};
  int wave_size = 64;                    // lanes per wave: 64 on gfx9, 32 on gfx1250 (rows stay 64 wide)
};

// Thrown by semantics on a fault; the scheduler turns it into a Fault report. Never escapes
// the emulator.
struct FaultSignal {
  std::string message;
  int lane = -1;
  bool has_address = false;
  uint64_t address = 0;
};

[[noreturn]] void raise_fault(std::string message, int lane = -1);
[[noreturn]] void raise_address_fault(std::string message, int lane, uint64_t address);

struct Wave {
  uint32_t sgpr[gfx9::kScalarRegisterCount + 8] = {};
  uint32_t scc = 0;
  uint32_t pc = 0;          // index into the program
  uint32_t mode = 0;        // HW_REG_MODE
  uint32_t trap_status = 0;
  WaveStatus status = WaveStatus::running;
  int wave_index = 0;       // within the workgroup
  uint32_t workgroup_id[3] = {0, 0, 0};
  uint32_t hardware_id = 0;

  uint32_t* vgpr = nullptr;       // vgpr[register * 64 + lane]
  uint32_t* agpr = nullptr;
  uint32_t* temporary = nullptr;  // kTemporaryRows rows of 64
  uint8_t* private_memory = nullptr;  // lane L at private_memory + L * private_bytes_per_lane
  uint8_t* lds = nullptr;
  DispatchContext* dispatch = nullptr;
  Statistics* statistics = nullptr;
  WorkgroupMonitor* monitor = nullptr;  // asynchronous LDS writes and hazard checking (emu/workgroup_monitor.h)
  uint64_t budget = 0;      // instructions left before asking the dispatch for more
  timing::Footprint* footprint = nullptr;  // Launch::timing: cache lines global accesses touch

  // Last global region hit: most accesses of a wave go to the same buffer.
  uint64_t cached_base = 0, cached_size = 0;
  uint8_t* cached_host = nullptr;

  uint64_t exec() const { return uint64_t(sgpr[gfx9::kExecLo]) | uint64_t(sgpr[gfx9::kExecHi]) << 32; }
  void set_exec(uint64_t value) {
    sgpr[gfx9::kExecLo] = uint32_t(value);
    sgpr[gfx9::kExecHi] = uint32_t(value >> 32);
  }
  uint64_t vcc() const { return uint64_t(sgpr[gfx9::kVccLo]) | uint64_t(sgpr[gfx9::kVccHi]) << 32; }
  void set_vcc(uint64_t value) {
    sgpr[gfx9::kVccLo] = uint32_t(value);
    sgpr[gfx9::kVccHi] = uint32_t(value >> 32);
  }
  uint32_t* vector_row(const Operand& operand, int offset = 0) {
    return (operand.kind == OperandKind::agpr ? agpr : vgpr) + (operand.index + offset) * kWaveSize;
  }

  // Host pointer for a global access; faults (naming lane and address) outside every buffer.
  // `access`: whether it stores (or is an atomic), for the timing model's HBM lines.
  uint8_t* global_pointer(uint64_t address, uint32_t bytes, int lane, MemoryAccess access) {
    if (footprint) [[unlikely]] record_footprint(address, bytes, access);
    // Without wrapping: before anything was cached (base 0, size 0) `address - base + bytes` wrapped
    // to a small number for an address just under 2^64 and a null-based pointer came back
    // (tests/fuzz/dispatch_fuzzer).
    const uint64_t offset = address - cached_base;
    if (offset < cached_size && cached_size - offset >= bytes) return cached_host + offset;
    return global_pointer_slow(address, bytes, lane);
  }
  uint8_t* global_pointer_slow(uint64_t address, uint32_t bytes, int lane);
  void record_footprint(uint64_t address, uint32_t bytes, MemoryAccess access);  // the timing model's line count
  // Host pointer for an LDS access; faults outside the workgroup's allocation.
  uint8_t* lds_pointer(uint64_t address, uint32_t bytes, int lane);
  // Host pointer for a scratch access of one lane; faults outside its private segment.
  uint8_t* private_pointer(uint64_t address, uint32_t bytes, int lane);
  // Flat access: dispatches on the aperture.
  uint8_t* flat_pointer(uint64_t address, uint32_t bytes, int lane, MemoryAccess access);
};

}  // namespace gfxtile::emu
