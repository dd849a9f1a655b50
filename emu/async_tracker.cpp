#include "emu/async_tracker.h"

#include <algorithm>
#include <cstring>

namespace gfxtile::emu {

const char* async_counter_wait_name(AsyncCounter counter) {
  switch (counter) {
    case AsyncCounter::tensor: return "s_wait_tensorcnt";
    case AsyncCounter::async: return "s_wait_asynccnt";
    case AsyncCounter::vm: return "s_waitcnt vmcnt";
    case AsyncCounter::count: break;
  }
  return "s_wait";
}

void AsyncTracker::reset(int wave_count, uint32_t lds_bytes, bool check) {
  check_ = check;
  lds_bytes_ = lds_bytes;
  // clear() keeps the capacity, and the first workgroup reserves room for a typical one, so that
  // the interpreter loop does not allocate while staging.
  operations_.clear();
  writes_.clear();
  data_.clear();
  open_.clear();
  operations_.reserve(256);
  open_.reserve(256);
  writes_.reserve(4096);
  data_.reserve(size_t(lds_bytes) * 2);
  counted_.assign(size_t(wave_count) * kAsyncCounterCount, 0);
  if (check) {
    pending_.assign(lds_bytes, 0);
    source_.assign(lds_bytes, 0);
  }
  current_ = 0;
}

void AsyncTracker::begin(int wave, AsyncCounter counter, uint32_t pc) {
  Operation op;
  op.wave = wave;
  op.counter = counter;
  op.pc = pc;
  op.sequence = counted(wave, counter)++;
  op.first_write = uint32_t(writes_.size());
  operations_.push_back(op);
  current_ = uint32_t(operations_.size());
}

uint8_t* AsyncTracker::stage_write(uint32_t lds_address, uint32_t bytes) {
  Operation& op = operations_[current_ - 1];
  writes_.push_back(Write{lds_address, bytes, uint32_t(data_.size())});
  ++op.write_count;
  data_.resize(data_.size() + bytes);
  if (check_) {
    const uint32_t end = std::min(lds_address + bytes, lds_bytes_);
    for (uint32_t a = lds_address; a < end; ++a) pending_[a] = current_;
  }
  return data_.data() + writes_.back().data_offset;
}

void AsyncTracker::note_source(uint32_t lds_address, uint32_t bytes) {
  if (!check_) return;
  const uint32_t end = std::min(lds_address + bytes, lds_bytes_);
  for (uint32_t a = lds_address; a < end; ++a) source_[a] = current_;
}

void AsyncTracker::end() {
  open_.push_back(current_);
  current_ = 0;
}

void AsyncTracker::count_other(int wave, AsyncCounter counter) { ++counted(wave, counter); }

uint32_t AsyncTracker::in_flight(int wave, AsyncCounter counter) const {
  uint32_t count = 0;
  for (uint32_t id : open_) {
    const Operation& op = operations_[id - 1];
    if (!op.landed && op.wave == wave && op.counter == counter) ++count;
  }
  return count;
}

void AsyncTracker::land(uint32_t id, uint8_t* lds) {
  Operation& op = operations_[id - 1];
  for (uint32_t w = 0; w < op.write_count; ++w) {
    const Write& write = writes_[op.first_write + w];
    const uint32_t end = std::min(write.lds_address + write.bytes, lds_bytes_);
    if (write.lds_address < end) std::memcpy(lds + write.lds_address, data_.data() + write.data_offset, end - write.lds_address);
    if (check_)
      for (uint32_t a = write.lds_address; a < end; ++a)
        if (pending_[a] == id) pending_[a] = 0;
  }
  if (check_) {
    // A store's sources are free again once it completes. Sources are rare; scan lazily.
    if (op.write_count == 0)
      for (uint32_t& s : source_)
        if (s == id) s = 0;
  }
  op.landed = true;
}

std::optional<Hazard> AsyncTracker::check_read(int wave, uint32_t pc, uint32_t address, uint32_t bytes) const {
  if (!check_) return std::nullopt;
  const uint32_t end = std::min(address + bytes, lds_bytes_);
  for (uint32_t a = address; a < end; ++a) {
    if (pending_[a] == 0) continue;
    const Operation& op = operations_[pending_[a] - 1];
    Hazard h;
    h.kind = HazardKind::missing_wait;
    h.address = a;
    h.first_wave = op.wave;
    h.first_pc = op.pc;
    h.first_write = true;
    h.second_wave = wave;
    h.second_pc = pc;
    h.second_write = false;
    h.counter = uint8_t(op.counter);
    return h;
  }
  return std::nullopt;
}

std::optional<Hazard> AsyncTracker::check_write(int wave, uint32_t pc, uint32_t address, uint32_t bytes) const {
  if (!check_) return std::nullopt;
  const uint32_t end = std::min(address + bytes, lds_bytes_);
  for (uint32_t a = address; a < end; ++a) {
    const uint32_t id = pending_[a] ? pending_[a] : source_[a];
    if (id == 0) continue;
    const Operation& op = operations_[id - 1];
    Hazard h;
    h.kind = pending_[a] ? HazardKind::missing_wait : HazardKind::source_overwritten;
    h.address = a;
    h.first_wave = op.wave;
    h.first_pc = op.pc;
    h.first_write = pending_[a] != 0;
    h.second_wave = wave;
    h.second_pc = pc;
    h.second_write = true;
    h.counter = uint8_t(op.counter);
    return h;
  }
  return std::nullopt;
}

}  // namespace gfxtile::emu
