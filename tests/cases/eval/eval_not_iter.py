for i in 5: pass
