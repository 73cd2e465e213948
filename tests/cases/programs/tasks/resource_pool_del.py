"""A connection pool with context managers, __del__ bookkeeping, weak-ref-free registries and stats."""
from typing import Dict, List, Optional


class PoolExhausted(RuntimeError):
    pass


class Connection:
    live = 0
    opened = 0

    def __init__(self, pool: "Pool", cid: int) -> None:
        self.pool = pool
        self.cid = cid
        self.queries: List[str] = []
        Connection.live += 1
        Connection.opened += 1
        print(f"  [open  c{cid}] live={Connection.live}")

    def execute(self, sql: str) -> str:
        self.queries.append(sql)
        return f"c{self.cid}:{sql.split()[0].upper()}#{len(self.queries)}"

    def __enter__(self) -> "Connection":
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        self.pool.release(self)
        if exc_type is ValueError:
            print(f"  c{self.cid} swallowed {exc_type.__name__}: {exc}")
            return True
        return False

    def __del__(self) -> None:
        Connection.live -= 1
        print(f"  [close c{self.cid}] ran {len(self.queries)} queries, live={Connection.live}")


class Pool:
    def __init__(self, size: int) -> None:
        self.size = size
        self.free: List[Connection] = []
        self.busy: Dict[int, Connection] = {}
        self.next_id = 1

    def acquire(self) -> Connection:
        if self.free:
            conn = self.free.pop()
        elif len(self.busy) < self.size:
            conn = Connection(self, self.next_id)
            self.next_id += 1
        else:
            raise PoolExhausted(f"all {self.size} connections busy")
        self.busy[conn.cid] = conn
        return conn

    def release(self, conn: Connection) -> None:
        del self.busy[conn.cid]
        self.free.append(conn)

    def shrink(self, keep: int) -> None:
        while len(self.free) > keep:
            conn = self.free.pop(0)
            conn.pool = None
            del conn

    def __repr__(self) -> str:
        return f"Pool(free={[c.cid for c in self.free]}, busy={sorted(self.busy)})"


def main() -> None:
    pool = Pool(3)
    with pool.acquire() as c1:
        print(c1.execute("select 1"))
        with pool.acquire() as c2:
            print(c2.execute("update t set x = 1"))
            print(pool)
    print(pool)
    held = [pool.acquire() for _ in range(3)]
    try:
        pool.acquire()
    except PoolExhausted as exc:
        print("PoolExhausted:", exc)
    for c in held:
        pool.release(c)
    held.clear()
    with pool.acquire() as c:
        c.execute("delete from t")
        raise ValueError("bad row")
    print(pool, Connection.live, Connection.opened)
    pool.shrink(1)
    print(pool, Connection.live)
    for c in pool.free:
        c.pool = None
    pool = None
    print("pool dropped, live =", Connection.live)
    temp: Optional[Connection] = Connection(Pool(1), 99)
    temp.execute("vacuum")
    temp = None
    last = Connection(Pool(1), 100)
    print("main done, last is", last.cid)


if __name__ == "__main__":
    main()
    survivor = Connection(Pool(1), 7)
    print("module end")
