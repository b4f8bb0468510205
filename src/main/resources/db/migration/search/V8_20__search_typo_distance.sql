-- Typos as the search engines count them (issue 46): the optimal string alignment distance of two
-- texts (insertions, deletions, replacements, and two neighbouring letters swapped, each one edit,
-- no letter edited twice), as EditDistance computes it in Java. A FUZZY filter without a threshold
-- accepts a value within its operand's typos (1 edit for 3 to 5 letters, 2 beyond).
create function search_typo_distance(a text, b text) returns int
  language plpgsql immutable strict parallel safe as $$
declare
  n int := char_length(a);
  m int := char_length(b);
  before int[];
  previous int[];
  current int[];
  d int;
begin
  if n = 0 then
    return m;
  end if;
  if m = 0 then
    return n;
  end if;
  -- Rows of the distances of a's first i letters to b's first j, at index j + 1.
  previous := array(select generate_series(0, m));
  for i in 1 .. n loop
    current := array[i];
    for j in 1 .. m loop
      d := least(previous[j + 1] + 1, current[j] + 1,
                 previous[j] + case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end);
      if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1)
         and substr(a, i - 1, 1) = substr(b, j, 1) then
        d := least(d, before[j - 1] + 1);
      end if;
      current[j + 1] := d;
    end loop;
    before := previous;
    previous := current;
  end loop;
  return previous[m + 1];
end
$$;
