"""graphlib: TopologicalSorter and CycleError.

pyeval's graphlib: our own code with the behaviour of CPython 3.11's Lib/graphlib.py
(the same ready order and the same cycle reported).
"""
from types import GenericAlias

__all__ = ["TopologicalSorter", "CycleError"]

# waiting of a node handed out by get_ready(), and of one marked done()
_OUT = -1
_DONE = -2


class _Info:
    __slots__ = ("node", "waiting", "after")

    def __init__(self, node):
        self.node = node
        self.waiting = 0
        self.after = []


class CycleError(ValueError):
    """Subclass of ValueError raised by TopologicalSorter.prepare if cycles
    exist in the working graph."""
    pass


class TopologicalSorter:
    """Provides functionality to topologically sort a graph of hashable nodes"""

    def __init__(self, graph=None):
        self._start_empty()
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _start_empty(self):
        # node -> _Info, in the order nodes were first seen (that order decides the
        # order of get_ready() results and which cycle is reported)
        self._nodes = {}
        # None until prepare(); then the nodes ready but not yet handed out
        self._ready = None
        self._handed_out = self._finished = 0

    def _info(self, node):
        info = self._nodes.get(node)
        if info is None:
            info = self._nodes[node] = _Info(node)
        return info

    def _prepared_ready(self):
        # the ready list, or the error every post-prepare() method reports
        ready = self._ready
        if ready is None:
            raise ValueError("prepare() must be called first")
        return ready

    def _still_building(self):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")

    def add(self, node, *predecessors):
        """Add a new node and its predecessors to the graph."""
        self._still_building()
        target = self._info(node)
        # counted before the edges are stored (as CPython does): an unhashable
        # predecessor fails midway with the full count already added
        target.waiting += len(predecessors)
        for pred in predecessors:
            self._info(pred).after.append(node)

    def prepare(self):
        """Mark the graph as finished and check for cycles in the graph."""
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        sources = []
        for info in self._nodes.values():
            if not info.waiting:
                sources.append(info.node)
        # set before the cycle check: a failed prepare() still counts as the one call
        self._ready = sources
        found = self._find_cycle()
        if found:
            raise CycleError("nodes are in a cycle", found)

    def get_ready(self):
        """Return a tuple of all the nodes that are ready."""
        pending = self._prepared_ready()
        batch = tuple(pending)
        del pending[:]
        infos = self._nodes
        for node in batch:
            infos[node].waiting = _OUT
        self._handed_out += len(batch)
        return batch

    def is_active(self):
        """Return True if more progress can be made and False otherwise."""
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._finished < self._handed_out or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def _check_done(self, node, info):
        if info is None:
            raise ValueError(f"node {node!r} was not added using add()")
        if info.waiting == _OUT:
            return
        if info.waiting == _DONE:
            raise ValueError(f"node {node!r} was already marked done")
        raise ValueError(f"node {node!r} was not passed out (still not ready)")

    def done(self, *nodes):
        """Marks a set of nodes returned by "get_ready" as processed."""
        ready = self._prepared_ready()
        infos = self._nodes
        for node in nodes:
            info = infos.get(node)
            self._check_done(node, info)
            info.waiting = _DONE
            # each successor loses one pending predecessor; at zero it is ready
            for later in info.after:
                left = infos[later].waiting - 1
                infos[later].waiting = left
                if left == 0:
                    ready.append(later)
            self._finished += 1

    def _find_cycle(self):
        # Depth-first search from each unvisited node in insertion order, following
        # after in the order they were added; the first edge back into the
        # current path closes the cycle reported.
        n2i = self._nodes
        visited = set()
        for root in n2i:
            if root in visited:
                continue
            path = [root]
            where = {root: 0}
            nexts = [0]
            visited.add(root)
            while path:
                top = path[-1]
                succs = n2i[top].after
                i = nexts[-1]
                if i == len(succs):
                    del where[path.pop()]
                    nexts.pop()
                    continue
                nexts[-1] = i + 1
                node = succs[i]
                if node in where:
                    return path[where[node]:] + [node]
                if node in visited:
                    continue
                visited.add(node)
                where[node] = len(path)
                path.append(node)
                nexts.append(0)
        return None

    def static_order(self):
        """Returns an iterable of nodes in a topological order."""
        self.prepare()
        active = self.is_active
        while active():
            wave = self.get_ready()
            for node in wave:
                yield node
            self.done(*wave)

    __class_getitem__ = classmethod(GenericAlias)
